#ifndef CTEXTSHIM_H
#define CTEXTSHIM_H
// Text recognition over Tesseract 5 (Debian libtesseract-dev, tesseract-ocr-eng), with images
// decoded, oriented and scaled by libvips. A C interface; everything C++ stays inside the shim.
#include <stddef.h>
#ifdef __cplusplus
extern "C" {
#endif

/// Checks that Tesseract can start with `language` (`eng`) from `tessdata` (a folder holding
/// `eng.traineddata`; NULL: Tesseract's built-in default). Returns NULL on success or an error
/// message (free it with ctext_free_string). Each worker thread loads its own copy on first use.
char *ctext_load(const char *tessdata, const char *language);

/// How one image is read.
typedef struct ctext_options {
  /// Images whose long side (after orientation) is larger are shrunk to this many pixels first.
  int max_long_side;
  /// Images whose long side is at most this are enlarged `enlarge_factor` times (0: never).
  int enlarge_below;
  /// The enlargement of small images (1: none, 2: doubled).
  int enlarge_factor;
  /// Tesseract's page segmentation mode (3: automatic, 11: sparse text, 6: one block…).
  int page_segmentation;
  /// Recognition stops after this many milliseconds (0: no limit); the words so far are kept.
  int deadline_ms;
  /// Images with more pixels than this are refused (0: no limit).
  double max_megapixels;
  /// Images whose shorter side is under this many pixels are refused as too small.
  int min_side;
  /// Images of more pixels than this that libvips cannot shrink while decoding (anything but
  /// JPEG and WebP: HEIF, AVIF, PNG, TIFF, raw) are decoded one at a time across threads, as
  /// they are held whole in memory (0: no bound).
  double large_decode_megapixels;
  /// Text turned by at least this many degrees (Leptonica's skew search over the thresholded
  /// image, up to 7 degrees either way) is turned straight before it is read (0: never).
  double deskew_min_degrees;
} ctext_options;

/// The most decodes of large images (see `large_decode_megapixels`) that were running at once
/// since the last reset (a check of the bound for tests).
int ctext_large_decodes_peak(void);
/// Resets the count above.
void ctext_reset_large_decodes_peak(void);

/// One word: its UTF-8 text, Tesseract's confidence (0-100), its box as fractions of the oriented
/// image (left, top, right, bottom in 0…1), and the number of its text line in reading order.
typedef struct ctext_word {
  char *text;
  float confidence;
  float left, top, right, bottom;
  int line;
} ctext_word;

/// What reading one image gave: `ok` 1 with `count` words, or 0 with `error` saying why.
typedef struct ctext_result {
  int ok;
  char *error;
  /// The full-size image's width and height after orientation.
  int width, height;
  /// The width and height Tesseract read.
  int read_width, read_height;
  /// Whether the deadline stopped recognition early.
  int timed_out;
  int count;
  ctext_word *words;
} ctext_result;

/// Reads the words of the image at `path`. Thread-safe (one Tesseract per thread). Never throws.
ctext_result ctext_read(const char *path, ctext_options options, const char *tessdata,
                        const char *language);

/// Frees a result's words and error text.
void ctext_free(ctext_result result);

/// A test image with rendered text (fixtures for tests and the benchmark).
typedef struct ctext_fixture {
  /// The text, lines separated by newlines (plain text, not markup).
  const char *text;
  /// A fontconfig font description with its size in points (`DejaVu Sans 14`).
  const char *font;
  /// Resolution the font size is rendered at (72: a point is a pixel).
  int dpi;
  /// The text block wraps at this width in pixels (0: no wrapping).
  int wrap_width;
  /// The final image's size before `orientation` is applied for storage.
  int width, height;
  /// Where the text block's top-left corner goes.
  int text_x, text_y;
  /// Colours (RGB) of the text, of the paper under it, and of the rest of the image.
  unsigned char ink[3], paper[3], background[3];
  /// Margin of the paper rectangle around the text (0: the text lies on the background).
  int paper_margin;
  /// Rotation of the paper (degrees, clockwise).
  double angle;
  /// Gaussian blur (sigma in pixels; 0: none) and noise (sigma in grey levels; 0: none).
  double blur, noise;
  /// The EXIF orientation written (1: none); pixels are stored so that the image shows upright.
  int orientation;
} ctext_fixture;

/// Writes the fixture to `out` (JPEG for .jpg, PNG for .png). Returns NULL on success or an error
/// message (free it with ctext_free_string).
char *ctext_render_fixture(const char *out, const ctext_fixture *fixture);

/// Frees a string returned by this interface.
void ctext_free_string(char *text);

#ifdef __cplusplus
}
#endif
#endif
