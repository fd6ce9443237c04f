#ifndef CSPACES_CLOCK_H
#define CSPACES_CLOCK_H

#include <stdbool.h>

/// The wall clock's time in seconds since 1970, read past the dashboard's clock: what the
/// system's real-time clock says, whatever `Date()` answers in app code.
double spaces_wall_clock_seconds(void);

/// Lets `clock_gettime(CLOCK_REALTIME)`, `gettimeofday` and `time` — and so `Date()` and
/// `Date.now` — answer the current `SystemHost`'s clock in this process (Linux; elsewhere it
/// does nothing and returns `false`). Returns whether the real-time calls are redirected.
bool spaces_host_clock_enable(void);

#endif
