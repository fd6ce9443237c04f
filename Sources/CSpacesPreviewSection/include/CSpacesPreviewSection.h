#ifndef C_SPACES_PREVIEW_SECTION_H
#define C_SPACES_PREVIEW_SECTION_H

/// The start of the "spaces_previews" section the #Preview macro's records are placed in
/// (NULL when the program has none).
const void *spaces_previews_start(void);

/// The end of the "spaces_previews" section (NULL when the program has none).
const void *spaces_previews_end(void);

#include <stddef.h>

/// The metadata of the non-generic types conforming to `protocol` of `module` (by name), read
/// from the program's protocol conformance records; writes at most `capacity` and returns how
/// many there are. None outside ELF.
size_t spaces_conforming_types(
    const char *module, const char *protocol, const void **types, size_t capacity);

#endif
