#ifndef CVIPSSHIM_H
#define CVIPSSHIM_H
// Non-variadic wrappers over the libvips calls the picker needs (Swift cannot call C varargs).
// Every function returns 0 on success and -1 on failure; vipsshim_last_error() then says why.
#include <stddef.h>

/// Starts libvips once per process (safe to call from any thread, any number of times).
int vipsshim_init(void);

/// Writes a thumbnail of the image at `path` whose longer side is at most `size` pixels, as JPEG
/// to `out`. EXIF orientation is applied. When `square` is non-zero the thumbnail is cropped to a
/// size × size square around the image centre.
int vipsshim_thumbnail(const char *path, int size, int square, const char *out);

/// Reads the pixel size of the image at `path` (after EXIF orientation) without decoding it.
int vipsshim_image_size(const char *path, int *width, int *height);

/// Writes an 8-bit RGB image from `pixels` (width × height × 3 bytes) to `out` (format chosen by
/// the file extension). When `orientation` is 1…8 it is stored as the EXIF orientation tag.
int vipsshim_write_rgb(const unsigned char *pixels, int width, int height, int orientation,
                       const char *out);

/// Writes a size × size JPEG of the box [left, top, right, bottom] (pixels after EXIF
/// orientation) of the image at `path`, widened by half its size on every side and clamped to
/// the image: a face crop for the People page.
int vipsshim_face_crop(const char *path, double left, double top, double right, double bottom,
                       int size, const char *out);

/// 1 when this libvips can load HEIF/HEIC images (libheif present), else 0.
int vipsshim_has_heif(void);

/// The libvips version string, e.g. "8.14.1".
const char *vipsshim_version(void);

/// The lowercase hex SHA-256 of `length` bytes at `data`, written to `out` (65 bytes with the NUL).
void vipsshim_sha256_hex(const void *data, size_t length, char out[65]);

/// The last libvips error message on this thread's most recent failing call (may be empty).
/// The returned string is owned by the caller and must be freed with vipsshim_free.
char *vipsshim_last_error(void);

/// Frees a string returned by this shim.
void vipsshim_free(void *pointer);

#endif
