#ifndef CEXIV2SHIM_H
#define CEXIV2SHIM_H
#include <stddef.h>
#ifdef __cplusplus
extern "C" {
#endif

/// The exiv2 library version, e.g. "0.27.6".
const char *cexiv2_version(void);

/// Prepares exiv2 for use from several threads (XMP toolkit, BMFF support, silenced log).
/// Safe to call any number of times from any thread; every other call here makes it first.
void cexiv2_initialize(void);

/// The result of reading one file: a compact TSV blob or an error message.
typedef struct cexiv2_result {
  /// 1 when the file was read, 0 when it could not be (then `text` holds the reason).
  int ok;
  /// On success: lines of `key<TAB>value`; `@mime`, `@width`, `@height` first, then every
  /// Exif (Image/Photo/GPSInfo/Iop groups and a few maker-note tags), IPTC and XMP datum.
  /// Array items come as repeated keys. Tab, newline and backslash in values are escaped as
  /// `\t`, `\n`, `\\`. On failure: the error message. Free with `cexiv2_free`.
  char *text;
  /// The length of `text` in bytes (without the closing NUL).
  size_t length;
} cexiv2_result;

/// Reads the metadata of the file at `path`. Never throws; every exiv2 error becomes `ok == 0`.
cexiv2_result cexiv2_read(const char *path);

/// Reads metadata from a buffer of file bytes (e.g. a sidecar already in memory).
cexiv2_result cexiv2_read_buffer(const unsigned char *bytes, size_t length);

/// Decodes one metadata fragment found inside a file exiv2 cannot open as a whole:
/// `kind` 0 is a TIFF/Exif block (`II*\0…` or `MM\0*…`), 1 is an XMP packet. Same output
/// format as `cexiv2_read`, without the `@` lines.
cexiv2_result cexiv2_decode_fragment(const unsigned char *bytes, size_t length, int kind);

/// Writes metadata into the existing image at `path`: `assignments` is lines of `key<TAB>value`
/// with exiv2 keys (`Exif.Photo.DateTimeOriginal`, `Xmp.dc.subject`, `Iptc.Application2.Keywords`);
/// repeated XMP bag keys and IPTC keys add items; the values `{struct}`, `{bag}`, `{seq}` create an
/// empty XMP structure or array to hold structured fields (region lists) written after it. Returns NULL on success or an error message
/// (free it with `cexiv2_free_string`).
char *cexiv2_write(const char *path, const char *assignments);

/// Frees the text of a result.
void cexiv2_free(cexiv2_result result);

/// Frees a string returned by this interface.
void cexiv2_free_string(char *text);

#ifdef __cplusplus
}
#endif
#endif
