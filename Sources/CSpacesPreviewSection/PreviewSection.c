#include "CSpacesPreviewSection.h"

// The linker defines __start_<section> and __stop_<section> for a section whose name is a C
// identifier; weak, so a program without previews links and reads NULL.
extern const char __start_spaces_previews[] __attribute__((weak, visibility("hidden")));
extern const char __stop_spaces_previews[] __attribute__((weak, visibility("hidden")));

const void *spaces_previews_start(void) { return __start_spaces_previews; }

const void *spaces_previews_end(void) { return __stop_spaces_previews; }
