#ifndef CMICROHTTPDSHIM_H
#define CMICROHTTPDSHIM_H
// A small, non-variadic C interface over libmicrohttpd for Swift: one callback per complete
// request (body already collected, capped), answered synchronously with mhdshim_respond.
#include <stddef.h>
#include <stdint.h>

/// One complete HTTP request, valid only during the handler call.
typedef struct mhdshim_request {
  /// Opaque connection, for mhdshim_copy_values.
  void *connection;
  /// "GET", "POST", …
  const char *method;
  /// The request path as libmicrohttpd decoded it (percent escapes undone).
  const char *url;
  /// The request body (may be NULL when empty) and its length in bytes.
  const char *body;
  size_t body_length;
  /// Non-zero when the body went over the daemon's limit (the body is then dropped).
  int body_too_large;
} mhdshim_request;

/// The answer channel for one request.
typedef struct mhdshim_responder mhdshim_responder;

/// Called once per request on a connection thread; must call mhdshim_respond once.
typedef void (*mhdshim_handler)(void *context, const mhdshim_request *request,
                                mhdshim_responder *responder);

/// A running daemon.
typedef struct mhdshim_daemon mhdshim_daemon;

/// Starts a thread-per-connection daemon on `host` (IPv4 dotted quad) and `port` (0 = any free
/// port). Bodies over `max_body` bytes are flagged and dropped. At most `connection_limit`
/// connections in all and `per_address_limit` from one client address are kept (a connection
/// over a limit is closed at once); a connection idle for `idle_timeout` seconds (a client that
/// stops sending its headers) is closed. Returns NULL on failure.
mhdshim_daemon *mhdshim_start(const char *host, uint16_t port, size_t max_body,
                              unsigned int connection_limit, unsigned int per_address_limit,
                              unsigned int idle_timeout, mhdshim_handler handler, void *context);

/// The port the daemon listens on.
uint16_t mhdshim_port(mhdshim_daemon *daemon);

/// Stops the daemon (waits for connection threads) and frees it.
void mhdshim_stop(mhdshim_daemon *daemon);

/// Queues the response: `headers` is NULL or "Name: value\n" lines; the body is copied.
/// Returns 0 on success.
int mhdshim_respond(mhdshim_responder *responder, unsigned int status, const char *headers,
                    const void *body, size_t body_length);

/// Kinds for mhdshim_copy_values.
enum { MHDSHIM_HEADERS = 1, MHDSHIM_QUERY = 8 };

/// Copies the request's headers or query arguments as "key\0value\0" pairs into a new buffer
/// (free with mhdshim_free); `*length` receives its size. Returns NULL when there are none.
char *mhdshim_copy_values(void *connection, int kind, size_t *length);

/// Frees a buffer returned by this shim.
void mhdshim_free(void *pointer);

#endif
