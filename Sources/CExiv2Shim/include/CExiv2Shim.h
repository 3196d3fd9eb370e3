#ifndef CEXIV2SHIM_H
#define CEXIV2SHIM_H
#ifdef __cplusplus
extern "C" {
#endif

/// The exiv2 library version, e.g. "0.27.6".
const char *cexiv2_version(void);

#ifdef __cplusplus
}
#endif
#endif
