// Helpers the C++ engine shims (faces, text) share; a header only, found through each engine
// target's header search path (Package.swift), not a target of its own.
#pragma once

#include <cstdlib>
#include <cstring>
#include <string>

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

}  // namespace engine_support
