#include "CContentHashShim.h"

#include <errno.h>
#include <fcntl.h>
#include <openssl/evp.h>
#include <sys/stat.h>
#include <unistd.h>

/// Feeds `length` bytes from `offset` of `fd` into the digest.
static int hash_range(int fd, EVP_MD_CTX *ctx, int64_t offset, int64_t length) {
  unsigned char buffer[1 << 16];
  while (length > 0) {
    size_t want = length < (int64_t)sizeof buffer ? (size_t)length : sizeof buffer;
    ssize_t got = pread(fd, buffer, want, offset);
    if (got < 0) {
      if (errno == EINTR) continue;
      return errno;
    }
    if (got == 0) return EIO;  // shorter than stat said: changed while read
    if (EVP_DigestUpdate(ctx, buffer, (size_t)got) != 1) return EIO;
    offset += got;
    length -= got;
  }
  return 0;
}

int contenthash_sha256(const char *path, int64_t window, uint8_t digest[32], int64_t *size) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return errno;
  struct stat info;
  if (fstat(fd, &info) != 0) {
    int error = errno;
    close(fd);
    return error;
  }
  int64_t length = (int64_t)info.st_size;
  *size = length;
  EVP_MD_CTX *ctx = EVP_MD_CTX_new();
  int error = ctx && EVP_DigestInit_ex(ctx, EVP_sha256(), NULL) == 1 ? 0 : EIO;
  unsigned char prefix[8];
  for (int i = 0; i < 8; i++) prefix[i] = (unsigned char)((uint64_t)length >> (8 * i));
  if (!error && EVP_DigestUpdate(ctx, prefix, sizeof prefix) != 1) error = EIO;
  if (!error) {
    if (window <= 0 || length <= 2 * window) {
      error = hash_range(fd, ctx, 0, length);
    } else {
      error = hash_range(fd, ctx, 0, window);
      if (!error) error = hash_range(fd, ctx, length - window, window);
    }
  }
  unsigned int written = 0;
  if (!error && EVP_DigestFinal_ex(ctx, digest, &written) != 1) error = EIO;
  EVP_MD_CTX_free(ctx);
  close(fd);
  return error;
}
