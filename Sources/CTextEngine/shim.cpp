// Text recognition with Tesseract 5's LSTM engine over grey pixels that libvips decoded with EXIF
// orientation applied and scaled as the options say (Tesseract's own loaders ignore orientation
// and would read a 24 MP photo at full size). One Tesseract instance per thread, made on first
// use and kept (loading `eng` takes ~0.1 s; recognition state is not shareable).
#include "engine_support.hpp"
#include "CTextShim.h"

#include <tesseract/baseapi.h>
#include <tesseract/ocrclass.h>
#include <tesseract/resultiterator.h>
#include <leptonica/allheaders.h>
#include <dlfcn.h>
#include <malloc.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

extern "C" {
#include <vips/vips.h>
}

namespace {

using engine_support::copy_string;
using engine_support::vips_error_text;

std::once_flag start_once;
bool vips_ready = false;

// Starts libvips once, quietly, and turns off OpenMP teams: Tesseract's LSTM asks for 4 OpenMP
// threads per line, which on top of one reader per core only adds spinning (docs/text.md).
bool start() {
  std::call_once(start_once, [] {
    vips_ready = vips_init("photosearch") == 0;
    if (vips_ready) {
      vips_cache_set_max(0);
      vips_concurrency_set(1);
      g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING,
                        [](const gchar *, GLogLevelFlags, const gchar *, gpointer) {}, nullptr);
    }
    // libgomp comes with libtesseract; looked up rather than linked (its header is GCC's own).
    using SetLevels = void (*)(int);
    if (auto set = reinterpret_cast<SetLevels>(dlsym(RTLD_DEFAULT, "omp_set_max_active_levels")))
      set(0);
    // Leptonica's own messages ("Error in pixScanForForeground: invalid box" on images Tesseract
    // finds no text in) would drown the progress too: L_SEVERITY_NONE (6).
    using SetSeverity = int (*)(int);
    if (auto set = reinterpret_cast<SetSeverity>(dlsym(RTLD_DEFAULT, "setMsgSeverity"))) set(6);
  });
  return vips_ready;
}

struct Unref {
  void operator()(VipsImage *image) const {
    if (image) g_object_unref(image);
  }
};
using Image = std::unique_ptr<VipsImage, Unref>;

void check(int status) {
  if (status != 0) throw std::runtime_error(vips_error_text());
}

// Decodes libvips cannot shrink while loading hold the whole image in memory, often at more
// than 8 bytes a pixel (libheif's planes, then RGB): a 50 MP HEIC alone took 666 MB, and two at
// once on two workers took the text pass over the shared corpus to 1.1 GB (docs/text.md). One
// such decode at a time; the other worker keeps reading small images or running Tesseract.
std::mutex large_decode_lock;
std::atomic<int> large_decodes_now{0};
std::atomic<int> large_decodes_peak{0};

// Whether libvips shrinks this file while decoding it (JPEG by 2/4/8, WebP by any scale).
bool shrinks_on_load(const char *path) {
  const char *loader = vips_foreign_find_load(path);
  if (!loader) return false;
  std::string name = loader;
  std::transform(name.begin(), name.end(), name.begin(), ::tolower);
  return name.find("jpeg") != std::string::npos || name.find("webp") != std::string::npos;
}

// Holds the large-decode lock for one decode when it needs it, counting decodes in flight.
struct LargeDecode {
  std::unique_lock<std::mutex> hold;
  bool large;
  explicit LargeDecode(bool large) : hold(large_decode_lock, std::defer_lock), large(large) {
    if (!large) return;
    hold.lock();
    int now = ++large_decodes_now;
    int peak = large_decodes_peak.load();
    while (now > peak && !large_decodes_peak.compare_exchange_weak(peak, now)) {
    }
  }
  ~LargeDecode() {
    if (!large) return;
    --large_decodes_now;
    // Give the decoder's freed pages back before the next large decode, so two decodes' worth
    // of freed-but-kept heap never adds up.
    malloc_trim(0);
  }
};

// The grey pixels Tesseract reads and the full-size oriented dimensions.
struct Grey {
  std::vector<unsigned char> pixels;
  int width = 0, height = 0;          // what Tesseract reads
  int full_width = 0, full_height = 0;  // the oriented original
};

Grey decode(const char *path, const ctext_options &o) {
  if (!start()) throw std::runtime_error("libvips could not start");
  Image header(vips_image_new_from_file(path, "access", VIPS_ACCESS_SEQUENTIAL, NULL));
  if (!header) throw std::runtime_error(vips_error_text());
  int w, h;
  engine_support::oriented_size(header.get(), w, h);
  header.reset();
  Grey out;
  out.full_width = w;
  out.full_height = h;
  double megapixels =
      engine_support::checked_megapixels(w, h, o.max_megapixels, o.min_side, "to read text in");
  LargeDecode bound(o.large_decode_megapixels > 0 && megapixels > o.large_decode_megapixels &&
                    !shrinks_on_load(path));
  int long_side = std::max(w, h);
  int side = o.max_long_side > 0 ? std::min(long_side, o.max_long_side) : long_side;
  // A JPEG shrinks by 2, 4 or 8 while it is decoded at a fraction of the cost of a full decode:
  // when such a shrink lands within 10 % below the wanted side, take it.
  for (int k = 2; k <= 8 && long_side > side; k *= 2) {
    int shrunk = (long_side + k - 1) / k;
    if (shrunk <= side && shrunk >= side * 90 / 100) {
      side = shrunk;
      break;
    }
  }
  VipsImage *raw = nullptr;
  check(vips_thumbnail(path, &raw, side, "height", side, "size", VIPS_SIZE_DOWN, NULL));
  Image image(raw);
  VipsImage *next = nullptr;
  if (vips_image_hasalpha(image.get())) {
    // Transparent parts read as white paper, not black.
    VipsArrayDouble *white = vips_array_double_newv(1, 255.0);
    int status = vips_flatten(image.get(), &next, "background", white, NULL);
    vips_area_unref(VIPS_AREA(white));
    check(status);
    image.reset(next);
  }
  if (image->Type != VIPS_INTERPRETATION_B_W) {
    check(vips_colourspace(image.get(), &next, VIPS_INTERPRETATION_B_W, NULL));
    image.reset(next);
  }
  if (image->Bands > 1) {
    check(vips_extract_band(image.get(), &next, 0, NULL));
    image.reset(next);
  }
  if (image->BandFmt != VIPS_FORMAT_UCHAR) {
    check(vips_cast(image.get(), &next, VIPS_FORMAT_UCHAR, NULL));
    image.reset(next);
  }
  int dw = vips_image_get_width(image.get()), dh = vips_image_get_height(image.get());
  if (o.enlarge_factor > 1 && o.enlarge_below > 0 && std::max(dw, dh) <= o.enlarge_below) {
    check(vips_resize(image.get(), &next, double(o.enlarge_factor), NULL));
    image.reset(next);
    dw = vips_image_get_width(image.get());
    dh = vips_image_get_height(image.get());
  }
  size_t size = 0;
  void *bytes = vips_image_write_to_memory(image.get(), &size);
  if (!bytes) throw std::runtime_error(vips_error_text());
  if (size < size_t(dw) * size_t(dh)) {
    g_free(bytes);
    throw std::runtime_error("decoder returned too few pixels");
  }
  out.pixels.assign(static_cast<unsigned char *>(bytes),
                    static_cast<unsigned char *>(bytes) + size_t(dw) * size_t(dh));
  g_free(bytes);
  out.width = dw;
  out.height = dh;
  return out;
}

// How far the text of the image Tesseract holds is turned, in degrees (Leptonica's sweep over
// the image Tesseract thresholded; positive: clockwise), or 0 when the search is not confident.
// About 50 ms on a 2560 px photo.
double measured_skew(tesseract::TessBaseAPI &api) {
  Pix *binary = api.GetThresholdedImage();
  if (!binary) return 0;
  l_float32 angle = 0, confidence = 0;
  bool found = pixFindSkew(binary, &angle, &confidence) == 0;
  pixDestroy(&binary);
  // Leptonica's own deskew accepts a confidence of 3; the 6-degree menu fixture measured 2.8.
  return found && confidence >= 2.0 ? double(angle) : 0;
}

// `grey` turned by `degrees` (clockwise), on white, in a canvas holding all of it.
Grey rotated(const Grey &grey, double degrees) {
  Image in(vips_image_new_from_memory(grey.pixels.data(), grey.pixels.size(), grey.width,
                                      grey.height, 1, VIPS_FORMAT_UCHAR));
  if (!in) throw std::runtime_error(vips_error_text());
  VipsArrayDouble *white = vips_array_double_newv(1, 255.0);
  VipsImage *out = nullptr;
  int status = vips_rotate(in.get(), &out, degrees, "background", white, NULL);
  vips_area_unref(VIPS_AREA(white));
  check(status);
  Image turned(out);
  size_t size = 0;
  void *bytes = vips_image_write_to_memory(turned.get(), &size);
  if (!bytes) throw std::runtime_error(vips_error_text());
  Grey r;
  r.width = vips_image_get_width(turned.get());
  r.height = vips_image_get_height(turned.get());
  r.full_width = grey.full_width;
  r.full_height = grey.full_height;
  r.pixels.assign(static_cast<unsigned char *>(bytes),
                  static_cast<unsigned char *>(bytes) + size_t(r.width) * size_t(r.height));
  g_free(bytes);
  return r;
}

// This thread's Tesseract, started for (tessdata, language) on first use.
struct Reader {
  std::unique_ptr<tesseract::TessBaseAPI> api;
  std::string key;
};
thread_local Reader reader;

tesseract::TessBaseAPI &api_for_this_thread(const char *tessdata, const char *language) {
  std::string key = std::string(tessdata ? tessdata : "") + "|" + (language ? language : "eng");
  if (!reader.api || reader.key != key) {
    auto api = std::make_unique<tesseract::TessBaseAPI>();
    // Tesseract's notes ("Estimating resolution…") would drown the pass's progress.
    api->SetVariable("debug_file", "/dev/null");
    if (api->Init(tessdata, language ? language : "eng", tesseract::OEM_LSTM_ONLY) != 0) {
      throw std::runtime_error(std::string("Tesseract could not load language '") +
                               (language ? language : "eng") + "' from " +
                               (tessdata ? tessdata : "its default folder"));
    }
    api->SetVariable("debug_file", "/dev/null");
    reader.api = std::move(api);
    reader.key = key;
  }
  return *reader.api;
}

}  // namespace

extern "C" char *ctext_load(const char *tessdata, const char *language) {
  try {
    start();
    api_for_this_thread(tessdata, language);
    return nullptr;
  } catch (const std::exception &e) {
    return copy_string(e.what());
  } catch (...) {
    return copy_string("Tesseract could not start");
  }
}

extern "C" ctext_result ctext_read(const char *path, ctext_options options, const char *tessdata,
                                   const char *language) {
  ctext_result result{};
  std::vector<ctext_word> words;
  try {
    tesseract::TessBaseAPI &api = api_for_this_thread(tessdata, language);
    Grey grey = decode(path, options);
    result.width = grey.full_width;
    result.height = grey.full_height;
    result.read_width = grey.width;
    result.read_height = grey.height;
    api.SetPageSegMode(static_cast<tesseract::PageSegMode>(options.page_segmentation));
    api.SetImage(grey.pixels.data(), grey.width, grey.height, 1, grey.width);
    api.SetSourceResolution(96);
    // Turned text (a receipt photographed at an angle) loses letters at the line ends: read it
    // straightened, and put each word's box back where it is in the image as decoded.
    double skew = options.deskew_min_degrees > 0 ? measured_skew(api) : 0;
    Grey straight;
    bool turned = std::fabs(skew) >= options.deskew_min_degrees && skew != 0;
    if (turned) {
      straight = rotated(grey, skew);
      api.SetImage(straight.pixels.data(), straight.width, straight.height, 1, straight.width);
      api.SetSourceResolution(96);
    }
    tesseract::ETEXT_DESC monitor;
    if (options.deadline_ms > 0) monitor.set_deadline_msecs(options.deadline_ms);
    api.Recognize(&monitor);
    result.timed_out = monitor.deadline_exceeded() ? 1 : 0;
    std::unique_ptr<tesseract::ResultIterator> it(api.GetIterator());
    int line = -1;
    double fw = double(std::max(1, grey.width)), fh = double(std::max(1, grey.height));
    if (it) {
      do {
        if (it->Empty(tesseract::RIL_WORD)) continue;
        if (it->IsAtBeginningOf(tesseract::RIL_TEXTLINE)) line++;
        std::unique_ptr<char[]> text(it->GetUTF8Text(tesseract::RIL_WORD));
        if (!text || text[0] == 0) continue;
        int x1 = 0, y1 = 0, x2 = 0, y2 = 0;
        it->BoundingBox(tesseract::RIL_WORD, &x1, &y1, &x2, &y2);
        if (turned) {
          // The box's centre turned back (libvips turns about the centres of the two
          // canvases); its size kept.
          double radians = skew * M_PI / 180, c = std::cos(radians), s = std::sin(radians);
          double dx = (x1 + x2) / 2.0 - straight.width / 2.0;
          double dy = (y1 + y2) / 2.0 - straight.height / 2.0;
          double cx = c * dx + s * dy + grey.width / 2.0, cy = -s * dx + c * dy + grey.height / 2.0;
          double hw = (x2 - x1) / 2.0, hh = (y2 - y1) / 2.0;
          x1 = int(std::lround(std::max(0.0, cx - hw)));
          x2 = int(std::lround(std::min(fw, cx + hw)));
          y1 = int(std::lround(std::max(0.0, cy - hh)));
          y2 = int(std::lround(std::min(fh, cy + hh)));
        }
        ctext_word w{};
        w.text = copy_string(text.get());
        if (!w.text) throw std::bad_alloc();
        w.confidence = it->Confidence(tesseract::RIL_WORD);
        w.left = float(x1 / fw);
        w.top = float(y1 / fh);
        w.right = float(x2 / fw);
        w.bottom = float(y2 / fh);
        w.line = std::max(0, line);
        words.push_back(w);
      } while (it->Next(tesseract::RIL_WORD));
    }
    api.Clear();
    result.count = int(words.size());
    if (!words.empty()) {
      result.words = static_cast<ctext_word *>(std::calloc(words.size(), sizeof(ctext_word)));
      if (!result.words) throw std::bad_alloc();
      std::copy(words.begin(), words.end(), result.words);
    }
    result.ok = 1;
    return result;
  } catch (const std::bad_alloc &) {
    result = ctext_result{};
    result.error = copy_string("out of memory reading the image");
  } catch (const std::exception &e) {
    result = ctext_result{};
    result.error = copy_string(e.what());
  } catch (...) {
    result = ctext_result{};
    result.error = copy_string("text recognition failed");
  }
  for (auto &w : words) std::free(w.text);
  if (reader.api) reader.api->Clear();
  return result;
}

extern "C" void ctext_free(ctext_result result) {
  for (int i = 0; i < result.count && result.words; i++) std::free(result.words[i].text);
  std::free(result.words);
  std::free(result.error);
}

extern "C" void ctext_free_string(char *text) { std::free(text); }

extern "C" int ctext_large_decodes_peak(void) { return large_decodes_peak.load(); }

extern "C" void ctext_reset_large_decodes_peak(void) { large_decodes_peak.store(0); }

// ---- fixtures: rendered text on a screen-like canvas or on a sheet of paper in a photo.
namespace {

Image solid(int width, int height, const unsigned char rgb[3]) {
  VipsImage *black = nullptr;
  check(vips_black(&black, width, height, "bands", 3, NULL));
  Image base(black);
  double a[3] = {0, 0, 0}, b[3] = {double(rgb[0]), double(rgb[1]), double(rgb[2])};
  VipsImage *lit = nullptr;
  check(vips_linear(base.get(), &lit, a, b, 3, NULL));
  Image coloured(lit);
  VipsImage *cast = nullptr;
  check(vips_cast(coloured.get(), &cast, VIPS_FORMAT_UCHAR, NULL));
  return Image(cast);
}

std::string markup_escaped(const char *text) {
  std::string out;
  for (const char *p = text; *p; p++) {
    switch (*p) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      default: out += *p;
    }
  }
  return out;
}

void render(const char *out, const ctext_fixture &f) {
  if (!start()) throw std::runtime_error("libvips could not start");
  if (!f.text || !*f.text) {
    // No text: a photo-like canvas only (smooth noise over the background).
    Image image = solid(std::max(1, f.width), std::max(1, f.height), f.background);
    VipsImage *next = nullptr;
    VipsImage *noise = nullptr;
    check(vips_gaussnoise(&noise, f.width, f.height, "sigma", std::max(1.0, f.noise) * 6,
                          "mean", 0.0, "seed", 1 + f.width + f.height, NULL));
    Image held(noise);
    check(vips_gaussblur(held.get(), &next, 12.0, NULL));
    held.reset(next);
    check(vips_add(image.get(), held.get(), &next, NULL));
    image.reset(next);
    check(vips_cast(image.get(), &next, VIPS_FORMAT_UCHAR, NULL));
    image.reset(next);
    check(vips_image_write_to_file(image.get(), out, NULL));
    return;
  }
  VipsImage *raw = nullptr;
  std::string markup = markup_escaped(f.text ? f.text : "");
  if (f.wrap_width > 0) {
    check(vips_text(&raw, markup.c_str(), "font", f.font, "dpi", std::max(1, f.dpi), "width",
                    f.wrap_width, NULL));
  } else {
    check(vips_text(&raw, markup.c_str(), "font", f.font, "dpi", std::max(1, f.dpi), NULL));
  }
  Image mask(raw);
  int margin = std::max(0, f.paper_margin);
  int bw = vips_image_get_width(mask.get()) + 2 * margin;
  int bh = vips_image_get_height(mask.get()) + 2 * margin;
  VipsImage *next = nullptr;
  check(vips_embed(mask.get(), &next, margin, margin, bw, bh, NULL));
  mask.reset(next);
  Image ink = solid(bw, bh, f.ink);
  Image paper = solid(bw, bh, margin > 0 ? f.paper : f.background);
  check(vips_ifthenelse(mask.get(), ink.get(), paper.get(), &next, "blend", TRUE, NULL));
  Image block(next);
  if (f.angle != 0) {
    VipsArrayDouble *bg = vips_array_double_newv(3, double(f.background[0]),
                                                 double(f.background[1]), double(f.background[2]));
    int status = vips_rotate(block.get(), &next, f.angle, "background", bg, NULL);
    vips_area_unref(VIPS_AREA(bg));
    check(status);
    block.reset(next);
  }
  Image canvas = solid(std::max(1, f.width), std::max(1, f.height), f.background);
  check(vips_insert(canvas.get(), block.get(), &next, f.text_x, f.text_y, NULL));
  Image image(next);
  if (f.blur > 0) {
    check(vips_gaussblur(image.get(), &next, f.blur, NULL));
    image.reset(next);
  }
  if (f.noise > 0) {
    VipsImage *noise = nullptr;
    check(vips_gaussnoise(&noise, vips_image_get_width(image.get()),
                          vips_image_get_height(image.get()), "sigma", f.noise, "mean", 0.0,
                          "seed", 1 + f.width + f.text_x, NULL));
    Image held(noise);
    check(vips_add(image.get(), held.get(), &next, NULL));
    image.reset(next);
  }
  if (image->BandFmt != VIPS_FORMAT_UCHAR) {
    check(vips_cast(image.get(), &next, VIPS_FORMAT_UCHAR, NULL));
    image.reset(next);
  }
  // Stored turned back, so that a viewer applying the orientation shows the text upright.
  VipsAngle stored = VIPS_ANGLE_D0;
  switch (f.orientation) {
    case 3: stored = VIPS_ANGLE_D180; break;
    case 6: stored = VIPS_ANGLE_D270; break;
    case 8: stored = VIPS_ANGLE_D90; break;
    default: break;
  }
  check(vips_rot(image.get(), &next, stored, NULL));
  image.reset(next);
  check(vips_copy(image.get(), &next, NULL));
  image.reset(next);
  if (f.orientation > 1) vips_image_set_int(image.get(), VIPS_META_ORIENTATION, f.orientation);
  check(vips_image_write_to_file(image.get(), out, NULL));
}

}  // namespace

extern "C" char *ctext_render_fixture(const char *out, const ctext_fixture *fixture) {
  if (!out || !fixture) return copy_string("no output path or fixture");
  try {
    render(out, *fixture);
    return nullptr;
  } catch (const std::exception &e) {
    return copy_string(e.what());
  } catch (...) {
    return copy_string("fixture rendering failed");
  }
}
