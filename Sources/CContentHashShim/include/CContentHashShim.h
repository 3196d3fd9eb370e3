#ifndef CCONTENTHASHSHIM_H
#define CCONTENTHASHSHIM_H
// SHA-256 of a file's content (OpenSSL libcrypto, Debian libssl-dev) for content fingerprints:
// the whole file, or only its size with its first and last `window` bytes.
#include <stdint.h>

/// Hashes the file at `path` into `digest` (32 bytes) and stores its size in `*size`.
/// `window` > 0 hashes the 8-byte little-endian size, then the first `window` bytes and the last
/// `window` bytes (the whole file once when it is no longer than 2 × window); `window` == 0
/// hashes the size and the whole content. 0 on success, else an errno value.
int contenthash_sha256(const char *path, int64_t window, uint8_t digest[32], int64_t *size);

#endif
