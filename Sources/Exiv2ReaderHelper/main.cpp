// photosearch-exiv2-reader: exiv2 in a process of its own, so that indexing reads files on every
// core (each process has its own XMP toolkit, which is not thread-safe within one process) and a
// file that makes exiv2 crash, hang or allocate without bound costs only this process.
//
// usage: photosearch-exiv2-reader [--memory MiB]
// Requests on stdin: a 4-byte native-endian length, then that many bytes of a file path (any
// bytes but NUL). Answers on stdout, one per request: a 4-byte status (1 read, 0 unreadable,
// 2 over the memory bound), a 4-byte length, then the text (`cexiv2_read`'s TSV blob, or the
// reason). Each file is read with the address space bounded (RLIMIT_AS) to what the process
// used at start, plus the file's bytes on disk (exiv2 maps TIFF-based files whole), plus `--memory` MiB
// (default 1024). Ends at the end of stdin, or within a second of its parent process's end.
#include "CExiv2Shim.h"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <signal.h>
#include <unistd.h>

namespace {

bool readFully(int fd, void *buffer, size_t count) {
  auto *p = static_cast<unsigned char *>(buffer);
  while (count > 0) {
    ssize_t n = read(fd, p, count);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    p += n;
    count -= static_cast<size_t>(n);
  }
  return true;
}

bool writeFully(int fd, const void *buffer, size_t count) {
  const auto *p = static_cast<const unsigned char *>(buffer);
  while (count > 0) {
    ssize_t n = write(fd, p, count);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    p += n;
    count -= static_cast<size_t>(n);
  }
  return true;
}

bool answer(uint32_t status, const char *text, size_t length) {
  uint32_t header[2] = {status, static_cast<uint32_t>(length)};
  return writeFully(1, header, sizeof header) && (length == 0 || writeFully(1, text, length));
}

/// The process's address space now, in bytes (first field of /proc/self/statm, in pages).
rlim_t addressSpaceInUse() {
  FILE *f = std::fopen("/proc/self/statm", "r");
  if (!f) return 0;
  unsigned long pages = 0;
  if (std::fscanf(f, "%lu", &pages) != 1) pages = 0;
  std::fclose(f);
  return static_cast<rlim_t>(pages) * static_cast<rlim_t>(sysconf(_SC_PAGESIZE));
}

void bound(rlim_t bytes) {
  struct rlimit limit;
  limit.rlim_cur = bytes;
  limit.rlim_max = RLIM_INFINITY;
  setrlimit(RLIMIT_AS, &limit);
}

pid_t parent = 0;

/// Ends the process once its parent is gone (checked every second, also while exiv2 is busy: a
/// file that makes exiv2 spin must not outlive the run). `PR_SET_PDEATHSIG` would follow the
/// parent's spawning thread, which ends with its batch.
void checkParent(int) {
  if (getppid() != parent) _exit(0);
}

}  // namespace

int main(int argc, char **argv) {
  parent = getppid();
  struct sigaction action;
  std::memset(&action, 0, sizeof action);
  action.sa_handler = checkParent;
  action.sa_flags = SA_RESTART;
  sigaction(SIGALRM, &action, nullptr);
  struct itimerval every = {{1, 0}, {1, 0}};
  setitimer(ITIMER_REAL, &every, nullptr);
  struct rlimit noCore = {0, 0};
  setrlimit(RLIMIT_CORE, &noCore);
  rlim_t allowance = rlim_t(1024) << 20;
  for (int i = 1; i + 1 < argc; ++i) {
    if (std::strcmp(argv[i], "--memory") == 0) allowance = rlim_t(std::strtoull(argv[i + 1], nullptr, 10)) << 20;
  }
  cexiv2_initialize();
  // What the process holds before any file (libraries, the XMP toolkit, a margin for the heap).
  const rlim_t base = addressSpaceInUse() + (rlim_t(64) << 20);
  std::string path;
  while (true) {
    uint32_t length = 0;
    if (!readFully(0, &length, sizeof length)) return 0;
    if (length == 0 || length > (1u << 20)) return 2;
    path.resize(length);
    if (!readFully(0, &path[0], length)) return 0;
    struct stat st;
    // The file's bytes on disk, not its declared size: a sparse file must not widen the bound.
    rlim_t fileSize = 0;
    if (stat(path.c_str(), &st) == 0 && st.st_size > 0) {
      fileSize = std::min(rlim_t(st.st_size), rlim_t(st.st_blocks) * 512);
    }
    bound(base + fileSize + allowance);
    cexiv2_result r = cexiv2_read(path.c_str());
    bound(RLIM_INFINITY);
    bool ok;
    if (r.text == nullptr) {
      ok = answer(2, "", 0);
    } else if (r.ok == 0 && std::strcmp(r.text, "std::bad_alloc") == 0) {
      ok = answer(2, "", 0);
    } else {
      ok = answer(r.ok ? 1 : 0, r.text, r.length);
    }
    cexiv2_free(r);
    if (!ok) return 0;
  }
}
