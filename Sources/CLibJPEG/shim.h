#pragma once

// libjpeg-turbo, wrapped so its errors never longjmp through Swift frames: the error handler
// jumps back into this C function, which returns NULL and the library's message. Only this
// wrapper calls libjpeg: it decodes, libjpeg-turbo decodes.
#include <stdio.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

struct spaces_jpeg_error {
  struct jpeg_error_mgr manager;
  jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
};

static inline void spaces_jpeg_error_exit(j_common_ptr info) {
  struct spaces_jpeg_error *error = (struct spaces_jpeg_error *)info->err;
  (*info->err->format_message)(info, error->message);
  longjmp(error->jump, 1);
}

static inline void spaces_jpeg_quiet(j_common_ptr info, int level) {
  (void)info;
  (void)level;
}

// Decodes JPEG bytes to 8-bit RGBA (opaque), rows top to bottom. Returns pixels the caller
// frees with free(), or NULL with `message` saying why. Images wider or taller than
// `max_dimension` pixels are refused before any pixel is decoded.
static inline unsigned char *spaces_jpeg_decode_rgba(
    const unsigned char *data, size_t size, unsigned int max_dimension, unsigned int *out_width,
    unsigned int *out_height, char *message, size_t message_size) {
  struct jpeg_decompress_struct info;
  struct spaces_jpeg_error error;
  unsigned char *volatile pixels = NULL;
  memset(&info, 0, sizeof info);
  memset(&error, 0, sizeof error);
  if (size == 0) {
    snprintf(message, message_size, "empty file");
    return NULL;
  }
  info.err = jpeg_std_error(&error.manager);
  error.manager.error_exit = spaces_jpeg_error_exit;
  error.manager.emit_message = spaces_jpeg_quiet;
  if (setjmp(error.jump)) {
    snprintf(message, message_size, "%s", error.message);
    jpeg_destroy_decompress(&info);
    free(pixels);
    return NULL;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);
  if (info.image_width == 0 || info.image_height == 0 || info.image_width > max_dimension ||
      info.image_height > max_dimension) {
    snprintf(message, message_size, "%ux%u pixels is over the limit of %ux%u",
             info.image_width, info.image_height, max_dimension, max_dimension);
    jpeg_destroy_decompress(&info);
    return NULL;
  }
  info.out_color_space = JCS_EXT_RGBA;
  jpeg_start_decompress(&info);
  size_t stride = (size_t)info.output_width * 4;
  pixels = malloc(stride * info.output_height);
  if (pixels == NULL) {
    snprintf(message, message_size, "out of memory");
    jpeg_destroy_decompress(&info);
    return NULL;
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = pixels + stride * info.output_scanline;
    jpeg_read_scanlines(&info, &row, 1);
  }
  *out_width = info.output_width;
  *out_height = info.output_height;
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  return pixels;
}
