// The C interface this engine implements is CTextShim's (forwarded there by CTextShim/forward.c).
#include "../../CTextShim/include/CTextShim.h"
