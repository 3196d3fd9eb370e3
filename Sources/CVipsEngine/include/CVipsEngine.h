// The C interface this engine implements is CVipsShim's (forwarded there by CVipsShim/forward.c).
#include "../../CVipsShim/include/CVipsShim.h"
