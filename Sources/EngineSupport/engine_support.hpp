// Helpers the C++ engine shims (faces, text) share; a header only, found through each engine
// target's header search path (Package.swift), not a target of its own.
#pragma once

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>
#include <utility>

extern "C" {
#include <vips/vips.h>
}

namespace engine_support {

/// A malloc'd copy of `s` for the C interface (the caller frees it), or null when out of memory.
inline char *copy_string(const std::string &s) {
  char *out = static_cast<char *>(std::malloc(s.size() + 1));
  if (out) std::memcpy(out, s.c_str(), s.size() + 1);
  return out;
}

/// libvips' last error, trimmed, and the buffer cleared; a plain phrase when libvips gave none.
inline std::string vips_error_text() {
  const char *message = vips_error_buffer();
  std::string text = message ? message : "";
  vips_error_clear();
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  return text.empty() ? "unreadable image" : text;
}

/// The width and height of an image as it is shown: swapped when its EXIF orientation (5–8)
/// turns it a quarter.
inline void oriented_size(VipsImage *header, int &width, int &height) {
  width = vips_image_get_width(header);
  height = vips_image_get_height(header);
  int orientation = 1;
  if (vips_image_get_typeof(header, VIPS_META_ORIENTATION) &&
      vips_image_get_int(header, VIPS_META_ORIENTATION, &orientation) == 0 &&
      orientation >= 5 && orientation <= 8) {
    std::swap(width, height);
  }
}

/// The image's megapixels; throws std::runtime_error when they pass `max_megapixels` (0: no
/// limit) or the short side is under `min_side`. `work` ends the reason (`for face detection`).
inline double checked_megapixels(int width, int height, double max_megapixels, int min_side,
                                 const char *work) {
  double megapixels = double(width) * double(height) / 1e6;
  char text[160];
  if (max_megapixels > 0 && megapixels > max_megapixels) {
    std::snprintf(text, sizeof text, "image too large %s (%.0f MP, limit %.0f MP)", work,
                  megapixels, max_megapixels);
    throw std::runtime_error(text);
  }
  if (std::min(width, height) < std::max(1, min_side)) {
    std::snprintf(text, sizeof text, "image too small %s (%d x %d px)", work, width, height);
    throw std::runtime_error(text);
  }
  return megapixels;
}

}  // namespace engine_support
