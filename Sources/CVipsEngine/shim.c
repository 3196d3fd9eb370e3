#include "CVipsShim.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <vips/vips.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int init_result = -1;

static void init_once(void) {
  init_result = vips_init("photosearch") == 0 ? 0 : -1;
  if (init_result == 0) {
    vips_cache_set_max(0);  // thumbnails are cached on disk; keep memory flat
    vips_concurrency_set(1);
  }
}

int vipsshim_init(void) {
  pthread_once(&once, init_once);
  return init_result;
}

int vipsshim_thumbnail(const char *path, int size, int square, const char *out) {
  if (vipsshim_init() != 0 || path == NULL || out == NULL || size < 1) return -1;
  VipsImage *thumb = NULL;
  int result;
  if (square) {
    result = vips_thumbnail(path, &thumb, size, "height", size, "size", VIPS_SIZE_DOWN,
                            "crop", VIPS_INTERESTING_CENTRE, NULL);
  } else {
    result = vips_thumbnail(path, &thumb, size, "height", size, "size", VIPS_SIZE_DOWN, NULL);
  }
  if (result != 0) return -1;
  result = vips_jpegsave(thumb, out, "Q", 82, "strip", TRUE, NULL);
  g_object_unref(thumb);
  return result == 0 ? 0 : -1;
}

int vipsshim_image_size(const char *path, int *width, int *height) {
  if (vipsshim_init() != 0 || path == NULL) return -1;
  VipsImage *image = vips_image_new_from_file(path, NULL);
  if (image == NULL) return -1;
  int w = vips_image_get_width(image), h = vips_image_get_height(image);
  int orientation = 1;
  if (vips_image_get_typeof(image, VIPS_META_ORIENTATION) &&
      vips_image_get_int(image, VIPS_META_ORIENTATION, &orientation) == 0 && orientation >= 5 &&
      orientation <= 8) {
    int t = w; w = h; h = t;
  }
  g_object_unref(image);
  if (width) *width = w;
  if (height) *height = h;
  return 0;
}

int vipsshim_write_rgb(const unsigned char *pixels, int width, int height, int orientation,
                       const char *out) {
  if (vipsshim_init() != 0 || pixels == NULL || out == NULL || width < 1 || height < 1) return -1;
  VipsImage *image = vips_image_new_from_memory_copy(pixels, (size_t)width * height * 3, width,
                                                     height, 3, VIPS_FORMAT_UCHAR);
  if (image == NULL) return -1;
  image->Type = VIPS_INTERPRETATION_sRGB;
  if (orientation >= 1 && orientation <= 8) {
    vips_image_set_int(image, VIPS_META_ORIENTATION, orientation);
  }
  int result = vips_image_write_to_file(image, out, NULL);
  g_object_unref(image);
  return result == 0 ? 0 : -1;
}

int vipsshim_face_crop(const char *path, double left, double top, double right, double bottom,
                       int size, const char *out) {
  if (vipsshim_init() != 0 || path == NULL || out == NULL || size < 1) return -1;
  VipsImage *image = vips_image_new_from_file(path, NULL);
  if (image == NULL) return -1;
  VipsImage *upright = NULL;
  int result = vips_autorot(image, &upright, NULL);
  g_object_unref(image);
  if (result != 0) return -1;
  int w = vips_image_get_width(upright), h = vips_image_get_height(upright);
  double pad = (right - left) / 2;
  int l = (int)(left - pad), t = (int)(top - pad), r = (int)(right + pad), b = (int)(bottom + pad);
  if (l < 0) l = 0;
  if (t < 0) t = 0;
  if (r > w) r = w;
  if (b > h) b = h;
  if (r - l < 1 || b - t < 1) {
    g_object_unref(upright);
    vips_error("vipsshim", "face box outside the image");
    return -1;
  }
  VipsImage *crop = NULL;
  result = vips_extract_area(upright, &crop, l, t, r - l, b - t, NULL);
  g_object_unref(upright);
  if (result != 0) return -1;
  VipsImage *thumb = NULL;
  result = vips_thumbnail_image(crop, &thumb, size, "height", size, "crop",
                                VIPS_INTERESTING_CENTRE, NULL);
  g_object_unref(crop);
  if (result != 0) return -1;
  result = vips_jpegsave(thumb, out, "Q", 85, "strip", TRUE, NULL);
  g_object_unref(thumb);
  return result == 0 ? 0 : -1;
}

int vipsshim_has_heif(void) {
  if (vipsshim_init() != 0) return 0;
  return vips_type_find("VipsOperation", "heifload") != 0 ? 1 : 0;
}

const char *vipsshim_version(void) {
  vipsshim_init();
  return vips_version_string();
}

void vipsshim_sha256_hex(const void *data, size_t length, char out[65]) {
  gchar *hex = g_compute_checksum_for_data(G_CHECKSUM_SHA256, (const guchar *)data, length);
  memset(out, 0, 65);
  if (hex) {
    strncpy(out, hex, 64);
    g_free(hex);
  }
}

char *vipsshim_last_error(void) {
  const char *message = vips_error_buffer();
  char *copy = strdup(message ? message : "");
  vips_error_clear();
  return copy;
}

void vipsshim_free(void *pointer) { free(pointer); }
