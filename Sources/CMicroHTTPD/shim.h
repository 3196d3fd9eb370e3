// GNU libmicrohttpd (Debian libmicrohttpd-dev). microhttpd.h needs these system headers first.
#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>
