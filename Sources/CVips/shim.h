// libvips (Debian libvips-dev).
#include <vips/vips.h>
