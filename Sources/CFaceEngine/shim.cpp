// Face detection (HOG or MMOD CNN), 5-point landmarks and the 128-value ResNet descriptor from
// dlib, over pixels libvips decoded with EXIF orientation applied (dlib's own loaders ignore it).
#include "engine_support.hpp"
#include "CFaceShim.h"

#include <dlib/dnn.h>
#include <dlib/image_processing.h>
#include <dlib/image_processing/frontal_face_detector.h>

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

extern "C" {
#include <vips/vips.h>
}

namespace {

using namespace dlib;

// The ResNet face recognition network (dlib's dnn_face_recognition_ex.cpp).
template <template <int, template <typename> class, int, typename> class block, int N,
          template <typename> class BN, typename SUBNET>
using residual = add_prev1<block<N, BN, 1, tag1<SUBNET>>>;
template <template <int, template <typename> class, int, typename> class block, int N,
          template <typename> class BN, typename SUBNET>
using residual_down = add_prev2<avg_pool<2, 2, 2, 2, skip1<tag2<block<N, BN, 2, tag1<SUBNET>>>>>>;
template <int N, template <typename> class BN, int stride, typename SUBNET>
using block = BN<con<N, 3, 3, 1, 1, relu<BN<con<N, 3, 3, stride, stride, SUBNET>>>>>;
template <int N, typename SUBNET> using ares = relu<residual<block, N, affine, SUBNET>>;
template <int N, typename SUBNET> using ares_down = relu<residual_down<block, N, affine, SUBNET>>;
template <typename SUBNET> using alevel0 = ares_down<256, SUBNET>;
template <typename SUBNET> using alevel1 = ares<256, ares<256, ares_down<256, SUBNET>>>;
template <typename SUBNET> using alevel2 = ares<128, ares<128, ares_down<128, SUBNET>>>;
template <typename SUBNET> using alevel3 = ares<64, ares<64, ares<64, ares_down<64, SUBNET>>>>;
template <typename SUBNET> using alevel4 = ares<32, ares<32, ares<32, SUBNET>>>;
using descriptor_net = loss_metric<fc_no_bias<
    128, avg_pool_everything<alevel0<alevel1<alevel2<alevel3<alevel4<max_pool<
             3, 3, 2, 2, relu<affine<con<32, 7, 7, 2, 2, input_rgb_image_sized<150>>>>>>>>>>>>>;

// The MMOD CNN face detector (dlib's dnn_mmod_face_detection_ex.cpp).
template <long F, typename SUBNET> using con5d = con<F, 5, 5, 2, 2, SUBNET>;
template <long F, typename SUBNET> using con5 = con<F, 5, 5, 1, 1, SUBNET>;
template <typename SUBNET>
using downsampler =
    relu<affine<con5d<32, relu<affine<con5d<32, relu<affine<con5d<16, SUBNET>>>>>>>>>;
template <typename SUBNET> using rcon5 = relu<affine<con5<45, SUBNET>>>;
using cnn_detector =
    loss_mmod<con<1, 9, 9, 1, 1,
                  rcon5<rcon5<rcon5<downsampler<input_rgb_image_pyramid<pyramid_down<6>>>>>>>>;

// The models as loaded; each thread works on its own copies (dlib's detectors and networks keep
// scratch state and are not safe to share).
struct Models {
  frontal_face_detector hog;
  shape_predictor landmarks;
  descriptor_net describer;
  cnn_detector cnn;
};

std::mutex load_lock;
std::shared_ptr<const Models> loaded;

std::shared_ptr<const Models> models() {
  std::lock_guard<std::mutex> guard(load_lock);
  return loaded;
}

struct ThreadModels {
  frontal_face_detector hog;
  shape_predictor landmarks;
  descriptor_net describer;
  std::unique_ptr<cnn_detector> cnn;  // copied on first CNN use only (it is large when run)
  const Models *source;
};

thread_local std::unique_ptr<ThreadModels> thread_models;

ThreadModels &models_for_this_thread(const std::shared_ptr<const Models> &m) {
  if (!thread_models || thread_models->source != m.get()) {
    auto t = std::make_unique<ThreadModels>();
    t->hog = m->hog;
    t->landmarks = m->landmarks;
    t->describer = m->describer;
    t->source = m.get();
    thread_models = std::move(t);
  }
  return *thread_models;
}

using engine_support::copy_string;
using engine_support::vips_error_text;

std::once_flag vips_once;
int vips_ready = -1;

bool start_vips() {
  std::call_once(vips_once, [] {
    vips_ready = vips_init("photosearch") == 0 ? 0 : -1;
    if (vips_ready == 0) {
      vips_cache_set_max(0);
      vips_concurrency_set(1);
      // Decoder warnings ("Premature end of JPEG file") would drown the pass's progress; a file
      // that cannot be read fails with its own error instead.
      g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING,
                        [](const gchar *, GLogLevelFlags, const gchar *, gpointer) {}, nullptr);
    }
  });
  return vips_ready == 0;
}

struct Unref {
  void operator()(VipsImage *image) const {
    if (image) g_object_unref(image);
  }
};
using Image = std::unique_ptr<VipsImage, Unref>;

// The decoded 8-bit RGB pixels in the buffer libvips wrote them to, which dlib reads through
// its generic image interface (below) without a copy into a dlib matrix.
class DecodedImage {
 public:
  DecodedImage(void *bytes, long rows, long columns)
      : bytes_(bytes), rows_(rows), columns_(columns) {}
  DecodedImage(DecodedImage &&other) noexcept
      : bytes_(other.bytes_), rows_(other.rows_), columns_(other.columns_) {
    other.bytes_ = nullptr;
  }
  DecodedImage(const DecodedImage &) = delete;
  DecodedImage &operator=(const DecodedImage &) = delete;
  DecodedImage &operator=(DecodedImage &&) = delete;
  ~DecodedImage() { g_free(bytes_); }
  long rows() const { return rows_; }
  long columns() const { return columns_; }
  void *data() const { return bytes_; }

 private:
  void *bytes_;
  long rows_, columns_;
};

long num_rows(const DecodedImage &image) { return image.rows(); }
long num_columns(const DecodedImage &image) { return image.columns(); }
const void *image_data(const DecodedImage &image) { return image.data(); }
void *image_data(DecodedImage &image) { return image.data(); }
long width_step(const DecodedImage &image) { return image.columns() * long(sizeof(rgb_pixel)); }

}  // namespace

namespace dlib {
template <> struct image_traits<DecodedImage> {
  typedef rgb_pixel pixel_type;
};
}  // namespace dlib

namespace {

// Decodes `path` oriented, as 8-bit sRGB no longer than the options say; fills the full-size
// oriented dimensions. Throws std::runtime_error with the reason.
DecodedImage decode(const char *path, const cface_options &o, int &width, int &height) {
  if (!start_vips()) throw std::runtime_error("libvips could not start");
  Image header(vips_image_new_from_file(path, "access", VIPS_ACCESS_SEQUENTIAL, NULL));
  if (!header) throw std::runtime_error(vips_error_text());
  int w, h;
  engine_support::oriented_size(header.get(), w, h);
  width = w;
  height = h;
  engine_support::checked_megapixels(w, h, o.max_megapixels, o.min_side, "for face detection");
  header.reset();
  int side = std::max(16, o.decode_long_side);
  int long_side = std::max(w, h);
  Image image;
  auto replace = [&](VipsImage *next) { image.reset(next); };
  VipsImage *next = nullptr;
  const char *loader = vips_foreign_find_load(path);
  if (!o.enlarge && loader && std::strstr(loader, "Jpeg")) {
    // A JPEG shrinks by 2, 4 or 8 while it is decoded (DCT scaling) at a fraction of the cost of
    // a full decode: take the largest shrink that leaves the long side at least 85 % of the
    // wanted side, reduce what is left over, then turn it upright. A 4000 x 3000 phone photo is
    // decoded straight to 2000 x 1500: 0.04 s CPU, against 0.24 s for vips_thumbnail, which
    // (for thumbnail quality) decodes in full and reduces with lanczos3 when the shrink is only
    // 2x (docs/faces.md). The decode is random-access (autorot needs it): at most about a
    // 3500 px image in memory.
    int shrink = 1;
    while (shrink < 8 && long_side / (2 * shrink) >= side * 85 / 100) shrink *= 2;
    image.reset(vips_image_new_from_file(path, "shrink", shrink, NULL));
    if (!image) throw std::runtime_error(vips_error_text());
    int shrunk = std::max(image->Xsize, image->Ysize);
    if (shrunk > side) {
      if (vips_resize(image.get(), &next, double(side) / shrunk, NULL) != 0)
        throw std::runtime_error(vips_error_text());
      replace(next);
    }
    if (vips_autorot(image.get(), &next, NULL) != 0) throw std::runtime_error(vips_error_text());
    replace(next);
  } else {
    // Other formats: vips_thumbnail streams large PNGs and TIFFs and turns the image upright.
    VipsImage *raw = nullptr;
    if (vips_thumbnail(path, &raw, side, "height", side, "size",
                       o.enlarge ? VIPS_SIZE_BOTH : VIPS_SIZE_DOWN, NULL) != 0) {
      throw std::runtime_error(vips_error_text());
    }
    image.reset(raw);
  }
  if (vips_image_hasalpha(image.get())) {
    if (vips_flatten(image.get(), &next, NULL) != 0) throw std::runtime_error(vips_error_text());
    replace(next);
  }
  if (image->Type != VIPS_INTERPRETATION_sRGB || image->Bands != 3) {
    if (vips_colourspace(image.get(), &next, VIPS_INTERPRETATION_sRGB, NULL) != 0)
      throw std::runtime_error(vips_error_text());
    replace(next);
  }
  if (image->Bands > 3) {
    if (vips_extract_band(image.get(), &next, 0, "n", 3, NULL) != 0)
      throw std::runtime_error(vips_error_text());
    replace(next);
  }
  if (image->BandFmt != VIPS_FORMAT_UCHAR) {
    if (vips_cast(image.get(), &next, VIPS_FORMAT_UCHAR, NULL) != 0)
      throw std::runtime_error(vips_error_text());
    replace(next);
  }
  if (image->Bands != 3) throw std::runtime_error("unsupported number of colour channels");
  static_assert(sizeof(rgb_pixel) == 3, "dlib's rgb_pixel is three packed bytes");
  size_t size = 0;
  void *bytes = vips_image_write_to_memory(image.get(), &size);
  if (!bytes) throw std::runtime_error(vips_error_text());
  int dw = vips_image_get_width(image.get()), dh = vips_image_get_height(image.get());
  DecodedImage pixels(bytes, dh, dw);
  if (size < size_t(dw) * size_t(dh) * 3) throw std::runtime_error("decoder returned too few pixels");
  return pixels;
}

// Seconds between laps on the calling thread's wall clock.
class Laps {
 public:
  Laps() : last_(std::chrono::steady_clock::now()) {}
  /// Adds the seconds since the previous lap (or the start) to `into`.
  void lap(double &into) {
    auto now = std::chrono::steady_clock::now();
    into += std::chrono::duration<double>(now - last_).count();
    last_ = now;
  }

 private:
  std::chrono::steady_clock::time_point last_;
};

std::vector<std::pair<rectangle, double>> detect(ThreadModels &t, const Models &m,
                                                 const DecodedImage &pixels,
                                                 const cface_options &o, Laps &laps,
                                                 cface_stage_seconds &seconds) {
  std::vector<std::pair<rectangle, double>> found;
  if (o.use_cnn) {
    if (!t.cnn) t.cnn = std::make_unique<cnn_detector>(m.cnn);
    matrix<rgb_pixel> colour;  // the network's input type
    assign_image(colour, pixels);
    if (o.upsample > 0) {
      matrix<rgb_pixel> up;
      pyramid_up(colour, up, pyramid_down<2>());
      laps.lap(seconds.prepare);
      for (auto &d : (*t.cnn)(up))
        found.push_back({rectangle(d.rect.left() / 2, d.rect.top() / 2, d.rect.right() / 2,
                                   d.rect.bottom() / 2),
                         d.detection_confidence});
    } else {
      for (auto &d : (*t.cnn)(colour)) found.push_back({d.rect, d.detection_confidence});
    }
    laps.lap(seconds.detect);
    return found;
  }
  std::vector<rect_detection> detections;
  bool small =
      o.upsample_below > 0 && std::max(pixels.columns(), pixels.rows()) < o.upsample_below;
  // HOG looks at luminance: dlib's colour HOG takes the strongest gradient of three channels,
  // which cost 13 % more CPU a photo and found one face fewer on the corpus (docs/faces.md).
  matrix<unsigned char> grey;
  assign_image(grey, pixels);
  if (o.upsample > 0 || small) {
    pyramid_down<2> pyramid;
    matrix<unsigned char> up;
    pyramid_up(grey, up, pyramid);
    laps.lap(seconds.prepare);
    t.hog(up, detections, o.hog_threshold);
    for (auto &d : detections) found.push_back({pyramid.rect_down(d.rect), d.detection_confidence});
  } else {
    laps.lap(seconds.prepare);
    t.hog(grey, detections, o.hog_threshold);
    for (auto &d : detections) found.push_back({d.rect, d.detection_confidence});
  }
  laps.lap(seconds.detect);
  return found;
}

}  // namespace

extern "C" char *cface_load_models(const char *folder) {
  std::lock_guard<std::mutex> guard(load_lock);
  if (loaded) return nullptr;
  try {
    auto m = std::make_shared<Models>();
    std::string base = folder ? folder : ".";
    m->hog = get_frontal_face_detector();
    deserialize(base + "/shape_predictor_5_face_landmarks.dat") >> m->landmarks;
    deserialize(base + "/dlib_face_recognition_resnet_model_v1.dat") >> m->describer;
    deserialize(base + "/mmod_human_face_detector.dat") >> m->cnn;
    loaded = m;
    return nullptr;
  } catch (const std::exception &e) {
    return copy_string(std::string("cannot load the face models: ") + e.what());
  } catch (...) {
    return copy_string("cannot load the face models");
  }
}

extern "C" cface_result cface_analyze(const char *path, cface_options options) {
  cface_result result{};
  auto m = models();
  if (!m) {
    result.error = copy_string("face models not loaded");
    return result;
  }
  cface_stage_seconds seconds{};
  Laps laps;
  try {
    ThreadModels &t = models_for_this_thread(m);
    laps = Laps();  // a thread's first call copies the models: not a stage of the photo
    int width = 0, height = 0;
    DecodedImage pixels = decode(path, options, width, height);
    laps.lap(seconds.decode);
    result.width = width;
    result.height = height;
    result.decoded_width = int(pixels.columns());
    result.decoded_height = int(pixels.rows());
    auto found = detect(t, *m, pixels, options, laps, seconds);
    std::vector<chip_details> chips;
    for (auto &f : found) {
      full_object_detection shape = t.landmarks(pixels, f.first);
      chips.push_back(get_face_chip_details(shape, 150, 0.25));
    }
    laps.lap(seconds.landmarks);
    dlib::array<matrix<rgb_pixel>> faces;
    extract_image_chips(pixels, chips, faces);
    laps.lap(seconds.chips);
    std::vector<matrix<float, 0, 1>> descriptors;
    if (faces.size() > 0) descriptors = t.describer(faces, 16);
    laps.lap(seconds.descriptors);
    double sx = double(width) / double(std::max<long>(1, pixels.columns()));
    double sy = double(height) / double(std::max<long>(1, pixels.rows()));
    result.count = int(found.size());
    if (result.count > 0) {
      result.faces = static_cast<cface_face *>(std::calloc(found.size(), sizeof(cface_face)));
      if (!result.faces) throw std::bad_alloc();
    }
    for (size_t i = 0; i < found.size(); i++) {
      const rectangle &r = found[i].first;
      cface_face &f = result.faces[i];
      f.left = r.left() * sx;
      f.top = r.top() * sy;
      f.right = (r.right() + 1) * sx;
      f.bottom = (r.bottom() + 1) * sy;
      f.score = found[i].second;
      for (int k = 0; k < CFACE_DESCRIPTOR_LENGTH; k++) f.descriptor[k] = descriptors[i](k);
    }
    result.ok = 1;
  } catch (const std::bad_alloc &) {
    std::free(result.faces);
    result = cface_result{};
    result.error = copy_string("out of memory analysing the image");
  } catch (const std::exception &e) {
    std::free(result.faces);
    result = cface_result{};
    result.error = copy_string(e.what());
  } catch (...) {
    std::free(result.faces);
    result = cface_result{};
    result.error = copy_string("face analysis failed");
  }
  result.seconds = seconds;
  return result;
}

extern "C" void cface_free(cface_result result) {
  std::free(result.faces);
  std::free(result.error);
}

extern "C" void cface_free_string(char *text) { std::free(text); }

// Test images: a copy of `source` as grey, 16-bit, CMYK or with alpha, or a blank image of a
// given size (for the robustness tests; never used by the pass).
extern "C" int cface_write_test_image(const char *source, const char *out, int kind, int width,
                                      int height) {
  if (!start_vips() || out == nullptr) return -1;
  VipsImage *image = nullptr;
  if (kind == CFACE_TEST_BLANK) {
    if (vips_black(&image, std::max(1, width), std::max(1, height), "bands", 3, NULL) != 0)
      return -1;
  } else {
    if (source == nullptr) return -1;
    image = vips_image_new_from_file(source, NULL);
    if (!image) return -1;
  }
  Image held(image);
  VipsImage *next = nullptr;
  switch (kind) {
    case CFACE_TEST_GREY:
      if (vips_colourspace(held.get(), &next, VIPS_INTERPRETATION_B_W, NULL) != 0) return -1;
      held.reset(next);
      break;
    case CFACE_TEST_16BIT:
      if (vips_colourspace(held.get(), &next, VIPS_INTERPRETATION_RGB16, NULL) != 0) return -1;
      held.reset(next);
      break;
    case CFACE_TEST_CMYK:
      if (vips_colourspace(held.get(), &next, VIPS_INTERPRETATION_CMYK, NULL) != 0) return -1;
      held.reset(next);
      break;
    case CFACE_TEST_ALPHA:
      if (vips_bandjoin_const1(held.get(), &next, 255.0, NULL) != 0) return -1;
      held.reset(next);
      break;
    case CFACE_TEST_ENLARGED:
      if (vips_resize(held.get(), &next, double(std::max(1, width)), NULL) != 0) return -1;
      held.reset(next);
      break;
    default:
      break;
  }
  return vips_image_write_to_file(held.get(), out, NULL) == 0 ? 0 : -1;
}
