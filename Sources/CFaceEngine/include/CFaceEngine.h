// The C interface this engine implements is CFaceShim's (forwarded there by CFaceShim/forward.c).
#include "../../CFaceShim/include/CFaceShim.h"
