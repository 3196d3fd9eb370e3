// Forwarders to the engine library (libPhotoSearchEngines.so, target CFaceEngine), loaded on
// first use so that commands without faces, text or thumbnails (index, search) never load
// its libraries (docs/library.md: what process start costs).
#include "CFaceShim.h"
#include "CEngineLoader.h"

char *cface_load_models(const char *folder) {
  PSK_ENGINE_FUNCTION(cface_load_models);
  return engine(folder);
}

cface_result cface_analyze(const char *path, cface_options options) {
  PSK_ENGINE_FUNCTION(cface_analyze);
  return engine(path, options);
}

void cface_free(cface_result result) {
  PSK_ENGINE_FUNCTION(cface_free);
  engine(result);
}

int cface_write_test_image(const char *source, const char *out, int kind, int width, int height) {
  PSK_ENGINE_FUNCTION(cface_write_test_image);
  return engine(source, out, kind, width, height);
}

void cface_free_string(char *text) {
  PSK_ENGINE_FUNCTION(cface_free_string);
  engine(text);
}
