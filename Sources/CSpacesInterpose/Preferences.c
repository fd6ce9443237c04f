// `UserDefaults` kept under the dashboard's state directory and written as it changes, as iOS's
// preferences daemon writes it.
//
// swift-corelibs-foundation keeps a domain's values in memory and writes its plist
// (`$XDG_CONFIG_HOME/<suite>.plist`, `~/.config` by default) only on `synchronize()`, which Apple
// deprecated and apps don't call: a toggle stored in `UserDefaults(suiteName:)` was lost when
// the dashboard quit. The program defines `_CFXDGCreateConfigHomePath` (where CoreFoundation
// keeps preferences) and `CFPreferencesSetAppValue` (which every `UserDefaults` setter calls);
// on Linux the dynamic linker binds Foundation's calls to them. While a directory is set, domains
// live there and each change is followed by `CFPreferencesAppSynchronize` for its domain, so
// nothing is lost on any exit path; without one both calls go straight to Foundation.
#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "CSpacesInterpose.h"

#if defined(__linux__)
#include "LibraryFunction.h"
#include <stdlib.h>
#include <string.h>

typedef void (*set_app_value_function)(const void *, const void *, const void *);
typedef unsigned char (*app_synchronize_function)(const void *);
typedef const void *(*create_path_function)(void);
typedef const void *(*create_string_function)(const void *, const char *, unsigned int);

/// `kCFStringEncodingUTF8`.
static const unsigned int utf8_encoding = 0x08000100;

static _Atomic(char *) preferences_directory;

static _Atomic(void *) library_set_app_value;
static _Atomic(void *) library_app_synchronize;
static _Atomic(void *) library_config_home;
static _Atomic(void *) library_create_string;

void CFPreferencesSetAppValue(const void *key, const void *value, const void *application) {
  set_app_value_function set = (set_app_value_function)spaces_library_function(
    &library_set_app_value, RTLD_NEXT, "CFPreferencesSetAppValue",
    (void *)CFPreferencesSetAppValue);
  if (!set) return;
  set(key, value, application);
  if (!atomic_load_explicit(&preferences_directory, memory_order_acquire)) return;
  app_synchronize_function synchronize = (app_synchronize_function)spaces_library_function(
    &library_app_synchronize, RTLD_DEFAULT, "CFPreferencesAppSynchronize", NULL);
  if (synchronize) synchronize(application);
}

const void *_CFXDGCreateConfigHomePath(void) {
  char *directory = atomic_load_explicit(&preferences_directory, memory_order_acquire);
  if (directory) {
    create_string_function create = (create_string_function)spaces_library_function(
      &library_create_string, RTLD_DEFAULT, "CFStringCreateWithCString", NULL);
    if (create) return create(NULL, directory, utf8_encoding);
  }
  create_path_function real = (create_path_function)spaces_library_function(
    &library_config_home, RTLD_NEXT, "_CFXDGCreateConfigHomePath",
    (void *)_CFXDGCreateConfigHomePath);
  return real ? real() : NULL;
}

bool spaces_preferences_persist(const char *directory) {
  char *copy = directory ? strdup(directory) : NULL;
  // The previous string is left allocated: a reader may still hold it (a few bytes per change).
  atomic_store_explicit(&preferences_directory, copy, memory_order_release);
  return true;
}

#else
bool spaces_preferences_persist(const char *directory) {
  (void)directory;
  return false;
}
#endif
