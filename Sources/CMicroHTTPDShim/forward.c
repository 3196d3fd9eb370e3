// Forwarders to libmicrohttpd (libmicrohttpd.so.12), loaded when the picker's server starts, so
// that the other commands never load it and the TLS libraries below it (docs/library.md: what
// process start costs). Only the functions shim.c calls.
#include <stdarg.h>
#include <stdint.h>
#include <sys/socket.h>
#include <sys/types.h>

#include <microhttpd.h>

#include "CEngineLoader.h"

#define LIBMHD "libmicrohttpd.so.12"
#define PURPOSE "the picker's web server"

struct MHD_Daemon *MHD_start_daemon(unsigned int flags, uint16_t port,
                                    MHD_AcceptPolicyCallback apc, void *apc_cls,
                                    MHD_AccessHandlerCallback dh, void *dh_cls, ...) {
  PSK_SYSTEM_FUNCTION(LIBMHD, PURPOSE, MHD_start_daemon_va);
  va_list options;
  va_start(options, dh_cls);
  struct MHD_Daemon *daemon = real(flags, port, apc, apc_cls, dh, dh_cls, options);
  va_end(options);
  return daemon;
}

void MHD_stop_daemon(struct MHD_Daemon *daemon) {
  PSK_SYSTEM_FUNCTION(LIBMHD, PURPOSE, MHD_stop_daemon);
  real(daemon);
}

/// The library reads no argument after `info_type` (they are there for older callers), so none
/// is passed on.
const union MHD_DaemonInfo *MHD_get_daemon_info(struct MHD_Daemon *daemon,
                                                enum MHD_DaemonInfoType info_type, ...) {
  PSK_SYSTEM_FUNCTION(LIBMHD, PURPOSE, MHD_get_daemon_info);
  return real(daemon, info_type);
}

int MHD_get_connection_values(struct MHD_Connection *connection, enum MHD_ValueKind kind,
                              MHD_KeyValueIterator iterator, void *iterator_cls) {
  PSK_SYSTEM_FUNCTION(LIBMHD, PURPOSE, MHD_get_connection_values);
  return real(connection, kind, iterator, iterator_cls);
}

size_t MHD_http_unescape(char *val) {
  PSK_SYSTEM_FUNCTION(LIBMHD, PURPOSE, MHD_http_unescape);
  return real(val);
}

enum MHD_Result MHD_queue_response(struct MHD_Connection *connection, unsigned int status_code,
                                   struct MHD_Response *response) {
  PSK_SYSTEM_FUNCTION(LIBMHD, PURPOSE, MHD_queue_response);
  return real(connection, status_code, response);
}

struct MHD_Response *MHD_create_response_from_buffer(size_t size, void *buffer,
                                                     enum MHD_ResponseMemoryMode mode) {
  PSK_SYSTEM_FUNCTION(LIBMHD, PURPOSE, MHD_create_response_from_buffer);
  return real(size, buffer, mode);
}

void MHD_destroy_response(struct MHD_Response *response) {
  PSK_SYSTEM_FUNCTION(LIBMHD, PURPOSE, MHD_destroy_response);
  real(response);
}

enum MHD_Result MHD_add_response_header(struct MHD_Response *response, const char *header,
                                        const char *content) {
  PSK_SYSTEM_FUNCTION(LIBMHD, PURPOSE, MHD_add_response_header);
  return real(response, header, content);
}
