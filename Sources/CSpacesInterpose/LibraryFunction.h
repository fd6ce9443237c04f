// The C library's (or Foundation's) own definition of a function this target interposes.
#ifndef CSPACES_LIBRARY_FUNCTION_H
#define CSPACES_LIBRARY_FUNCTION_H

#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>

/// `name` as `handle` finds it (`RTLD_NEXT`: past this program's own definition, `own`),
/// looked up once and cached in `cache`; NULL when there is none.
static inline void *spaces_library_function(
  _Atomic(void *) *cache, void *handle, const char *name, void *own) {
  void *function = atomic_load_explicit(cache, memory_order_acquire);
  if (function) return function;
  function = dlsym(handle, name);
  if (function == own) function = NULL;
  if (function) atomic_store_explicit(cache, function, memory_order_release);
  return function;
}

#endif
