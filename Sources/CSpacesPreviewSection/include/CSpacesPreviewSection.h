#ifndef C_SPACES_PREVIEW_SECTION_H
#define C_SPACES_PREVIEW_SECTION_H

/// The start of the "spaces_previews" section the #Preview macro's records are placed in
/// (NULL when the program has none).
const void *spaces_previews_start(void);

/// The end of the "spaces_previews" section (NULL when the program has none).
const void *spaces_previews_end(void);

#endif
