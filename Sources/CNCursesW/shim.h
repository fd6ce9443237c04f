#pragma once

// The wide-character curses API (cchar_t, wget_wch, setcchar…). SwiftPM drops the
// -D_XOPEN_SOURCE flags pkg-config suggests, so enable it here, before the include.
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <stdio.h>
#include <wchar.h>

// Swift cannot import the macros and C globals below (they are macros, or globals that
// Swift 6 rejects as not concurrency-safe). Every accessor is a plain read: call them only
// on the thread that owns the curses screen.

// wcwidth/wcswidth are only declared by <wchar.h> under _XOPEN_SOURCE.
extern int wcwidth(wchar_t c);
extern int wcswidth(const wchar_t *s, size_t n);

// MARK: - Globals

static inline WINDOW *spaces_stdscr(void) { return stdscr; }
static inline WINDOW *spaces_curscr(void) { return curscr; }
static inline int spaces_lines(void) { return LINES; }
static inline int spaces_cols(void) { return COLS; }
static inline int spaces_colors(void) { return COLORS; }
static inline int spaces_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *spaces_stdin(void) { return stdin; }
static inline FILE *spaces_stdout(void) { return stdout; }

// MARK: - Attributes (A_* are chtype, WA_* attr_t; both are macros)

static inline attr_t spaces_wa_normal(void) { return WA_NORMAL; }
static inline attr_t spaces_wa_bold(void) { return WA_BOLD; }
static inline attr_t spaces_wa_dim(void) { return WA_DIM; }
static inline attr_t spaces_wa_italic(void) { return WA_ITALIC; }
static inline attr_t spaces_wa_underline(void) { return WA_UNDERLINE; }
static inline attr_t spaces_wa_reverse(void) { return WA_REVERSE; }
static inline attr_t spaces_wa_standout(void) { return WA_STANDOUT; }
static inline attr_t spaces_wa_blink(void) { return WA_BLINK; }
static inline chtype spaces_a_bold(void) { return A_BOLD; }
static inline chtype spaces_a_dim(void) { return A_DIM; }
static inline chtype spaces_a_italic(void) { return A_ITALIC; }
static inline chtype spaces_a_underline(void) { return A_UNDERLINE; }
static inline chtype spaces_a_reverse(void) { return A_REVERSE; }
static inline chtype spaces_a_standout(void) { return A_STANDOUT; }

// MARK: - Keys and sizes

/// KEY_F(n): the key code of function key n.
static inline int spaces_key_f(int n) { return KEY_F(n); }

/// getmaxyx as a function: the window's height and width.
static inline void spaces_getmaxyx(WINDOW *win, int *rows, int *cols) {
  int y, x;
  getmaxyx(win, y, x);
  *rows = y;
  *cols = x;
}

// MARK: - Cells

/// setcchar with an `int` colour pair passed through `opts`, so pairs above 255 (and above
/// the 16-bit NCURSES_PAIRS_T) work; COLOR_PAIR() cannot encode them.
static inline int spaces_setcchar(cchar_t *wcval, const wchar_t *wch, attr_t attrs, int pair) {
  return setcchar(wcval, wch, attrs, 0, &pair);
}

// MARK: - Terminfo

/// A terminfo string capability, or NULL when it is absent or cancelled (tigetstr returns
/// (char *)-1 for "not a string capability").
static inline const char *spaces_tigetstr(const char *name) {
  char *value = tigetstr(name);
  if (value == NULL || value == (char *)-1) return NULL;
  return value;
}

/// Checks that TERM names a usable, cursor-addressable terminal without writing anything:
/// loads its terminfo entry (setupterm with an error return, so ncurses neither prints nor
/// exits), looks for `cup`, and frees the entry again.
/// Returns 1 when usable, 0 when the entry lacks cursor addressing (e.g. TERM=dumb), -1 when
/// the entry is unknown or the terminfo database is missing.
static inline int spaces_check_terminal(const char *term, int fd) {
  int status = 0;  // with an error return, setupterm neither prints nor exits
  TERMINAL *previous = cur_term;
  if (setupterm((char *)term, fd, &status) != OK) {
    return -1;
  }
  const char *cup = spaces_tigetstr("cup");
  int usable = (cup != NULL && cup[0] != '\0') ? 1 : 0;
  TERMINAL *loaded = set_curterm(previous);
  if (loaded != NULL && loaded != previous) del_curterm(loaded);
  return usable;
}

// MARK: - Mouse (the BUTTON* masks are macros)

// Reports clicks (button 1 press and release) and the wheel; returns whether ncurses can.
static inline int spaces_enable_mouse(void) {
  mmask_t mask = BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON4_PRESSED;
#ifdef BUTTON5_PRESSED
  mask |= BUTTON5_PRESSED;
#endif
  mouseinterval(0);
  return mousemask(mask, NULL) != 0;
}

// Turns mouse reporting off.
static inline void spaces_disable_mouse(void) { mousemask(0, NULL); }

// Reads the pending mouse event after KEY_MOUSE: 1 press, 2 release, 3 wheel up, 4 wheel
// down, 0 anything else (or nothing to read).
static inline int spaces_read_mouse(int *x, int *y) {
  MEVENT event;
  if (getmouse(&event) != OK) return 0;
  *x = event.x;
  *y = event.y;
  if (event.bstate & BUTTON1_PRESSED) return 1;
  if (event.bstate & BUTTON1_RELEASED) return 2;
  if (event.bstate & BUTTON4_PRESSED) return 3;
#ifdef BUTTON5_PRESSED
  if (event.bstate & BUTTON5_PRESSED) return 4;
#endif
  return 0;
}

// MARK: - Threads, for the emergency restore's signal handler

#ifdef __linux__
#include <sys/syscall.h>
#include <unistd.h>

// The calling thread's kernel id. Plain system calls, async-signal-safe and lock-free:
// glibc's pthread_kill takes the target's lock, and on a thread that has exited it is undefined
// (a termination deadline's handler hung there, in a futex, during a slow start).
static inline int spaces_gettid(void) { return (int)syscall(SYS_gettid); }

// Sends a signal to one thread of this process by kernel id; -1 (ESRCH) when it is gone.
static inline int spaces_tgkill(int tid, int sig) {
  return (int)syscall(SYS_tgkill, (int)getpid(), tid, sig);
}
#endif
