// Real-time clock calls answered by the dashboard's clock, as libfaketime does with LD_PRELOAD.
//
// The program defines `clock_gettime`, `gettimeofday` and `time`; on Linux the dynamic linker
// binds the shared libraries' calls (Foundation's `Date()`, libdispatch's wall time) to the
// executable's definitions first. Real-time clocks ask SpacesKit's `spaces_host_now` (the
// current `SystemHost`'s clock: the engine's clock in the task that runs app code, else the
// dashboard's); every other clock — the monotonic ones that measure waits — and every call made
// while answering go straight to the C library. On macOS two-level namespaces keep Foundation
// bound to libSystem, so nothing is redirected there (see Docs/Porting.md).
#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "CSpacesInterpose.h"

#if defined(__linux__)
#include "LibraryFunction.h"
#include <math.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

// Defined by SpacesKit (`@_cdecl`): writes the current host's time in seconds since 1970 and
// returns true, or returns false when no dashboard or engine is current (the wall clock applies).
extern bool spaces_host_now(double *seconds) __attribute__((weak));

typedef int (*clock_gettime_function)(clockid_t, struct timespec *);

static _Atomic(void *) library_clock_gettime;
static atomic_bool host_clock_enabled;
static _Thread_local bool answering;

static int system_call_clock_gettime(clockid_t clock, struct timespec *time) {
  return (int)syscall(SYS_clock_gettime, clock, time);
}

/// The C library's `clock_gettime` (vDSO-fast); the system call when it can't be found.
static clock_gettime_function real_clock_gettime(void) {
  clock_gettime_function function = (clock_gettime_function)spaces_library_function(
    &library_clock_gettime, RTLD_NEXT, "clock_gettime", (void *)clock_gettime);
  return function ? function : system_call_clock_gettime;
}

static bool is_real_time(clockid_t clock) {
  return clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE;
}

/// The host's time, when one is current and this thread isn't already answering.
static bool host_time(struct timespec *time) {
  if (!atomic_load_explicit(&host_clock_enabled, memory_order_relaxed)) return false;
  if (answering || !spaces_host_now) return false;
  answering = true;
  double seconds = 0;
  bool answered = spaces_host_now(&seconds);
  answering = false;
  if (!answered || !isfinite(seconds) || fabs(seconds) > 9.0e15) return false;
  double whole = floor(seconds);
  long nanoseconds = (long)((seconds - whole) * 1e9);
  if (nanoseconds > 999999999L) nanoseconds = 999999999L;
  if (nanoseconds < 0) nanoseconds = 0;
  time->tv_sec = (time_t)whole;
  time->tv_nsec = nanoseconds;
  return true;
}

int clock_gettime(clockid_t clock, struct timespec *time) {
  if (is_real_time(clock) && host_time(time)) return 0;
  return real_clock_gettime()(clock, time);
}

int gettimeofday(struct timeval *restrict value, void *restrict zone) {
  struct timespec now;
  if (real_clock_gettime()(CLOCK_REALTIME, &now) != 0) return -1;
  host_time(&now);
  value->tv_sec = now.tv_sec;
  value->tv_usec = (suseconds_t)(now.tv_nsec / 1000);
  if (zone) {
    struct timezone *utc = zone;
    utc->tz_minuteswest = 0;
    utc->tz_dsttime = 0;
  }
  return 0;
}

time_t time(time_t *result) {
  struct timespec now;
  if (real_clock_gettime()(CLOCK_REALTIME, &now) != 0) return (time_t)-1;
  host_time(&now);
  if (result) *result = now.tv_sec;
  return now.tv_sec;
}

double spaces_wall_clock_seconds(void) {
  struct timespec now;
  if (real_clock_gettime()(CLOCK_REALTIME, &now) != 0) return 0;
  return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

bool spaces_host_clock_enable(void) {
  atomic_store_explicit(&host_clock_enabled, true, memory_order_relaxed);
  return true;
}

#else
#include <sys/time.h>

double spaces_wall_clock_seconds(void) {
  struct timeval now;
  gettimeofday(&now, NULL);
  return (double)now.tv_sec + (double)now.tv_usec / 1e6;
}

bool spaces_host_clock_enable(void) { return false; }
#endif
