#pragma once

// libpng's simplified read API (png_image), which reports errors in `message` instead of
// longjmp-ing through Swift frames. Only this wrapper calls libpng: it decodes, libpng decodes.
#include <png.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

// Decodes PNG bytes to 8-bit RGBA (straight alpha), rows top to bottom. Returns pixels the
// caller frees with free(), or NULL with `message` saying why. Images wider or taller than
// `max_dimension` pixels are refused before any pixel is decoded.
static inline unsigned char *spaces_png_decode_rgba(
    const unsigned char *data, size_t size, unsigned int max_dimension, unsigned int *out_width,
    unsigned int *out_height, char *message, size_t message_size) {
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&image, data, size)) {
    snprintf(message, message_size, "%s", image.message);
    png_image_free(&image);
    return NULL;
  }
  if (image.width == 0 || image.height == 0 || image.width > max_dimension ||
      image.height > max_dimension) {
    snprintf(message, message_size, "%ux%u pixels is over the limit of %ux%u", image.width,
             image.height, max_dimension, max_dimension);
    png_image_free(&image);
    return NULL;
  }
  image.format = PNG_FORMAT_RGBA;
  size_t bytes = (size_t)image.width * image.height * 4;
  unsigned char *pixels = malloc(bytes);
  if (pixels == NULL) {
    snprintf(message, message_size, "out of memory for %zu bytes", bytes);
    png_image_free(&image);
    return NULL;
  }
  if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
    snprintf(message, message_size, "%s", image.message);
    png_image_free(&image);
    free(pixels);
    return NULL;
  }
  *out_width = image.width;
  *out_height = image.height;
  png_image_free(&image);
  return pixels;
}
