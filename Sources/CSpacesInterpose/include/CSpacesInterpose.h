#ifndef CSPACES_INTERPOSE_H
#define CSPACES_INTERPOSE_H

#include <stdbool.h>

/// The wall clock's time in seconds since 1970, read past the dashboard's clock: what the
/// system's real-time clock says, whatever `Date()` answers in app code.
double spaces_wall_clock_seconds(void);

/// Lets `clock_gettime(CLOCK_REALTIME)`, `gettimeofday` and `time` — and so `Date()` and
/// `Date.now` — answer the current `SystemHost`'s clock in this process (Linux; elsewhere it
/// does nothing and returns `false`). Returns whether the real-time calls are redirected.
bool spaces_host_clock_enable(void);

/// Keeps `UserDefaults` domains created from now on in `directory` and writes each change at
/// once (Linux, where Foundation writes a plist only on `synchronize()`, which iOS apps no longer
/// call); `NULL` goes back to Foundation's own behaviour. Returns whether it is honoured
/// (`false` elsewhere).
bool spaces_preferences_persist(const char *directory);

#endif
