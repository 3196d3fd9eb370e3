#include "CExiv2Shim.h"
#include <exiv2/exiv2.hpp>

extern "C" const char *cexiv2_version(void) { return Exiv2::version(); }
