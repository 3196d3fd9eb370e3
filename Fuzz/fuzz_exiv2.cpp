// libFuzzer entry point for the exiv2 path (issue 10): every input, read from memory by the
// shim exactly as the indexer reads a file (open, readMetadata under the XMP lock, copy-out),
// must return without a crash or hang. Built by scripts/fuzz.sh with clang++ -fsanitize=fuzzer.
#include <cstddef>
#include <cstdint>

#include "CExiv2Shim.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  cexiv2_result result = cexiv2_read_buffer(data, size);
  cexiv2_free(result);
  return 0;
}
