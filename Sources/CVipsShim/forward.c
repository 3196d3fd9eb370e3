// Forwarders to the engine library (libPhotoSearchEngines.so, target CVipsEngine), loaded on
// first use so that commands without faces, text or thumbnails (index, search) never load
// its libraries (docs/library.md: what process start costs).
#include "CVipsShim.h"
#include "CEngineLoader.h"

int vipsshim_init(void) {
  PSK_ENGINE_FUNCTION(vipsshim_init);
  return engine();
}

int vipsshim_thumbnail(const char *path, int size, int square, const char *out) {
  PSK_ENGINE_FUNCTION(vipsshim_thumbnail);
  return engine(path, size, square, out);
}

int vipsshim_image_size(const char *path, int *width, int *height) {
  PSK_ENGINE_FUNCTION(vipsshim_image_size);
  return engine(path, width, height);
}

int vipsshim_write_rgb(const unsigned char *pixels, int width, int height, int orientation, const char *out) {
  PSK_ENGINE_FUNCTION(vipsshim_write_rgb);
  return engine(pixels, width, height, orientation, out);
}

int vipsshim_face_crop(const char *path, double left, double top, double right, double bottom, int size, const char *out) {
  PSK_ENGINE_FUNCTION(vipsshim_face_crop);
  return engine(path, left, top, right, bottom, size, out);
}

int vipsshim_has_heif(void) {
  PSK_ENGINE_FUNCTION(vipsshim_has_heif);
  return engine();
}

const char *vipsshim_version(void) {
  PSK_ENGINE_FUNCTION(vipsshim_version);
  return engine();
}

void vipsshim_sha256_hex(const void *data, size_t length, char out[65]) {
  PSK_ENGINE_FUNCTION(vipsshim_sha256_hex);
  engine(data, length, out);
}

char *vipsshim_last_error(void) {
  PSK_ENGINE_FUNCTION(vipsshim_last_error);
  return engine();
}

void vipsshim_free(void *pointer) {
  PSK_ENGINE_FUNCTION(vipsshim_free);
  engine(pointer);
}
