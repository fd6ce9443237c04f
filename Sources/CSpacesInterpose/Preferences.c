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
//
// A program that links Foundation statically (`spaces`, `-static-stdlib`) has CoreFoundation's
// own definitions in it: there the definitions below are weak (CoreFoundation's win, no
// duplicate), and the link's `--wrap=CFPreferencesSetAppValue --wrap=_CFXDGCreateConfigHomePath`
// sends Foundation's calls to the `__wrap_` functions, which reach CoreFoundation's definitions
// as `__real_` (the linker's names for them) and do the same.
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

/// The directory domains live in while persistence is on, else NULL.
static char *persisting_directory(void) {
  return atomic_load_explicit(&preferences_directory, memory_order_acquire);
}

__attribute__((weak)) void CFPreferencesSetAppValue(
  const void *key, const void *value, const void *application) {
  set_app_value_function set = (set_app_value_function)spaces_library_function(
    &library_set_app_value, RTLD_NEXT, "CFPreferencesSetAppValue",
    (void *)CFPreferencesSetAppValue);
  if (!set) return;
  set(key, value, application);
  if (!persisting_directory()) return;
  app_synchronize_function synchronize = (app_synchronize_function)spaces_library_function(
    &library_app_synchronize, RTLD_DEFAULT, "CFPreferencesAppSynchronize", NULL);
  if (synchronize) synchronize(application);
}

__attribute__((weak)) const void *_CFXDGCreateConfigHomePath(void) {
  char *directory = persisting_directory();
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

// The statically linked CoreFoundation's own functions, as `--wrap` names them (weak: a program
// linked without `--wrap` has none and never calls the `__wrap_` functions).
extern void __real_CFPreferencesSetAppValue(const void *, const void *, const void *)
  __attribute__((weak));
extern const void *__real__CFXDGCreateConfigHomePath(void) __attribute__((weak));
extern unsigned char CFPreferencesAppSynchronize(const void *) __attribute__((weak));
extern const void *CFStringCreateWithCString(const void *, const char *, unsigned int)
  __attribute__((weak));

void __wrap_CFPreferencesSetAppValue(
  const void *key, const void *value, const void *application) {
  if (!__real_CFPreferencesSetAppValue) return;
  __real_CFPreferencesSetAppValue(key, value, application);
  if (persisting_directory() && CFPreferencesAppSynchronize)
    CFPreferencesAppSynchronize(application);
}

const void *__wrap__CFXDGCreateConfigHomePath(void) {
  char *directory = persisting_directory();
  if (directory && CFStringCreateWithCString)
    return CFStringCreateWithCString(NULL, directory, utf8_encoding);
  return __real__CFXDGCreateConfigHomePath ? __real__CFXDGCreateConfigHomePath() : NULL;
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
