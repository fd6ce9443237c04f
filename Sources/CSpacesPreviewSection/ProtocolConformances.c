#include "CSpacesPreviewSection.h"

#include <stdint.h>
#include <string.h>

// Swift's protocol conformance records (one 32-bit relative pointer to a conformance
// descriptor each), in the "swift5_protocol_conformances" section on ELF; the linker defines
// the bounds. The layouts read here are the Swift ABI's (swift/ABI/Metadata.h): stable since
// Swift 5.0.
#if defined(__ELF__)
extern const char __start_swift5_protocol_conformances[]
    __attribute__((weak, visibility("hidden")));
extern const char __stop_swift5_protocol_conformances[]
    __attribute__((weak, visibility("hidden")));
#endif

/// A relative direct pointer's target.
static const char *relative(const int32_t *field) {
  return *field == 0 ? NULL : (const char *)field + *field;
}

/// A relative indirectable pointer's target (low bit set: the target holds the pointer).
static const char *relativeIndirectable(const int32_t *field) {
  int32_t offset = *field;
  if (offset == 0) return NULL;
  const char *target = (const char *)field + (offset & ~1);
  return (offset & 1) ? *(const char *const *)target : target;
}

/// A context descriptor's name (module, protocol and type descriptors keep it third).
static const char *contextName(const char *descriptor) {
  return descriptor ? relative((const int32_t *)(descriptor + 8)) : NULL;
}

/// A context descriptor's parent.
static const char *contextParent(const char *descriptor) {
  return descriptor ? relativeIndirectable((const int32_t *)(descriptor + 4)) : NULL;
}

typedef struct {
  const void *metadata;
  intptr_t state;
} spaces_metadata_response;

typedef spaces_metadata_response (*__attribute__((swiftcall)) spaces_metadata_accessor)(
    intptr_t request);

size_t spaces_conforming_types(
    const char *module, const char *protocol, const void **types, size_t capacity) {
  size_t count = 0;
#if defined(__ELF__)
  const char *cursor = __start_swift5_protocol_conformances;
  const char *end = __stop_swift5_protocol_conformances;
  if (!cursor || !end) return 0;
  for (; cursor + 4 <= end; cursor += 4) {
    const char *conformance = relative((const int32_t *)cursor);
    if (!conformance) continue;
    const char *proto = relativeIndirectable((const int32_t *)conformance);
    const char *protoName = contextName(proto);
    const char *protoModule = contextName(contextParent(proto));
    if (!protoName || !protoModule || strcmp(protoName, protocol) != 0
        || strcmp(protoModule, module) != 0) {
      continue;
    }
    uint32_t flags = *(const uint32_t *)(conformance + 12);
    uint32_t referenceKind = (flags >> 3) & 7;
    const char *type;
    if (referenceKind == 0) {
      type = relative((const int32_t *)(conformance + 4));
    } else if (referenceKind == 1) {
      const char *slot = relative((const int32_t *)(conformance + 4));
      type = slot ? *(const char *const *)slot : NULL;
    } else {
      continue;  // Objective-C classes: none on Linux.
    }
    if (!type) continue;
    uint32_t typeFlags = *(const uint32_t *)type;
    uint32_t kind = typeFlags & 0x1F;
    int isGeneric = (typeFlags & 0x80) != 0;
    if (kind < 16 || kind > 18 || isGeneric) continue;  // classes, structs, enums; not generic
    const char *accessor = relative((const int32_t *)(type + 12));
    if (!accessor) continue;
    spaces_metadata_response response = ((spaces_metadata_accessor)accessor)(0);
    if (!response.metadata) continue;
    if (count < capacity) types[count] = response.metadata;
    count++;
  }
#endif
  return count;
}
