#ifndef CFACESHIM_H
#define CFACESHIM_H
// Face detection and description over dlib (Debian libdlib-dev), with images decoded by libvips.
// A C interface; everything C++ (and every exception) stays inside the shim.
#include <stddef.h>
#ifdef __cplusplus
extern "C" {
#endif

/// The length of one face descriptor (dlib's ResNet face recognition model).
#define CFACE_DESCRIPTOR_LENGTH 128

/// Loads the three model files from `folder` (`mmod_human_face_detector.dat`,
/// `shape_predictor_5_face_landmarks.dat`, `dlib_face_recognition_resnet_model_v1.dat`) once per
/// process. Returns NULL on success or an error message (free it with cface_free_string).
/// Calling it again after a success does nothing.
char *cface_load_models(const char *folder);

/// How to look for faces in one image.
typedef struct cface_options {
  /// The long side, in pixels, the image is decoded to (with EXIF orientation applied); smaller
  /// images are enlarged to it when `enlarge` is non-zero.
  int decode_long_side;
  /// Non-zero: images smaller than `decode_long_side` are enlarged to it.
  int enlarge;
  /// How many times the HOG detector doubles the decoded image (0 or 1).
  int upsample;
  /// The HOG detector's score threshold adjustment (0 is dlib's default; lower finds more).
  double hog_threshold;
  /// Decoded images whose long side is under this many pixels are doubled once more before
  /// HOG looks at them (0: never; `upsample` applies to every image).
  int upsample_below;
  /// Non-zero: the CNN (MMOD) detector instead of HOG.
  int use_cnn;
  /// Images with more pixels than this are refused (0: no limit).
  double max_megapixels;
  /// Images whose shorter side is under this many pixels are refused as too small.
  int min_side;
} cface_options;

/// One face found: its box in pixels of the full-size image after orientation, the detector's
/// score and the 128-value descriptor.
typedef struct cface_face {
  double left, top, right, bottom;
  double score;
  float descriptor[CFACE_DESCRIPTOR_LENGTH];
} cface_face;

/// Seconds (wall clock, on the calling thread) one cface_analyze call spent in each stage.
typedef struct cface_stage_seconds {
  /// libvips: open, shrink-on-load decode, resize, colour conversion, into dlib's pixel matrix.
  double decode;
  /// The luminance image HOG looks at, and its 2x upsample when the image is small.
  double prepare;
  /// HOG (or CNN) detection over the image pyramid.
  double detect;
  /// The 5-point landmarks of every face.
  double landmarks;
  /// The aligned 150 px face chips.
  double chips;
  /// The ResNet descriptors of the chips.
  double descriptors;
} cface_stage_seconds;

/// What analysing one image gave: `ok` 1 with `count` faces, or 0 with `error` saying why.
typedef struct cface_result {
  int ok;
  /// Why the image could not be analysed (when ok is 0); free the result with cface_free.
  char *error;
  /// The full-size image's width and height after orientation.
  int width, height;
  /// The decoded (analysed) image's width and height.
  int decoded_width, decoded_height;
  int count;
  cface_face *faces;
  /// Where the time went (filled for failures too, up to the failing stage).
  cface_stage_seconds seconds;
} cface_result;

/// Finds the faces in the image at `path` and describes each. Thread-safe: each thread uses its
/// own detector and network copies. Never throws.
cface_result cface_analyze(const char *path, cface_options options);

/// Frees a result's faces and error text.
void cface_free(cface_result result);

/// Kinds of test image cface_write_test_image makes.
enum {
  CFACE_TEST_GREY = 1,
  CFACE_TEST_16BIT = 2,
  CFACE_TEST_CMYK = 3,
  CFACE_TEST_ALPHA = 4,
  CFACE_TEST_BLANK = 5,
  CFACE_TEST_ENLARGED = 6
};

/// For tests: writes a copy of the image at `source` converted to `kind` (grey, 16-bit RGB,
/// CMYK, with alpha, or for CFACE_TEST_ENLARGED enlarged `width` times) to `out` (format by
/// extension), or a black `width` × `height` image for CFACE_TEST_BLANK. Returns 0 on success.
int cface_write_test_image(const char *source, const char *out, int kind, int width, int height);

/// Frees a string returned by this interface.
void cface_free_string(char *text);

#ifdef __cplusplus
}
#endif
#endif
