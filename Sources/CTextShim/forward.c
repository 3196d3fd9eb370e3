// Forwarders to the engine library (libPhotoSearchEngines.so, target CTextEngine), loaded on
// first use so that commands without faces, text or thumbnails (index, search) never load
// its libraries (docs/library.md: what process start costs).
#include "CTextShim.h"
#include "CEngineLoader.h"

char *ctext_load(const char *tessdata, const char *language) {
  PSK_ENGINE_FUNCTION(ctext_load);
  return engine(tessdata, language);
}

int ctext_large_decodes_peak(void) {
  PSK_ENGINE_FUNCTION(ctext_large_decodes_peak);
  return engine();
}

void ctext_reset_large_decodes_peak(void) {
  PSK_ENGINE_FUNCTION(ctext_reset_large_decodes_peak);
  engine();
}

ctext_result ctext_read(const char *path, ctext_options options, const char *tessdata, const char *language) {
  PSK_ENGINE_FUNCTION(ctext_read);
  return engine(path, options, tessdata, language);
}

void ctext_free(ctext_result result) {
  PSK_ENGINE_FUNCTION(ctext_free);
  engine(result);
}

char *ctext_render_fixture(const char *out, const ctext_fixture *fixture) {
  PSK_ENGINE_FUNCTION(ctext_render_fixture);
  return engine(out, fixture);
}

void ctext_free_string(char *text) {
  PSK_ENGINE_FUNCTION(ctext_free_string);
  engine(text);
}
