#include "CMicroHTTPDShim.h"
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <microhttpd.h>

struct mhdshim_daemon {
  struct MHD_Daemon *daemon;
  mhdshim_handler handler;
  void *context;
  size_t max_body;
};

struct mhdshim_responder {
  struct MHD_Connection *connection;
  int answered;
};

typedef struct request_state {
  char *body;
  size_t length;
  size_t capacity;
  int too_large;
} request_state;

static void add_headers(struct MHD_Response *response, const char *headers) {
  if (headers == NULL) return;
  const char *line = headers;
  while (*line) {
    const char *end = strchr(line, '\n');
    size_t length = end ? (size_t)(end - line) : strlen(line);
    const char *colon = memchr(line, ':', length);
    if (colon) {
      size_t name_length = (size_t)(colon - line);
      const char *value = colon + 1;
      while (value < line + length && *value == ' ') value++;
      char *name = strndup(line, name_length);
      char *text = strndup(value, (size_t)(line + length - value));
      if (name && text) MHD_add_response_header(response, name, text);
      free(name);
      free(text);
    }
    if (!end) break;
    line = end + 1;
  }
}

int mhdshim_respond(mhdshim_responder *responder, unsigned int status, const char *headers,
                    const void *body, size_t body_length) {
  if (responder == NULL || responder->answered) return -1;
  struct MHD_Response *response = MHD_create_response_from_buffer(
      body_length, (void *)(body_length ? body : ""), MHD_RESPMEM_MUST_COPY);
  if (response == NULL) return -1;
  add_headers(response, headers);
  enum MHD_Result result = MHD_queue_response(responder->connection, status, response);
  MHD_destroy_response(response);
  responder->answered = 1;
  return result == MHD_YES ? 0 : -1;
}

static enum MHD_Result access_handler(void *cls, struct MHD_Connection *connection,
                                      const char *url, const char *method, const char *version,
                                      const char *upload_data, size_t *upload_data_size,
                                      void **con_cls) {
  (void)version;
  mhdshim_daemon *shim = cls;
  request_state *state = *con_cls;
  if (state == NULL) {
    state = calloc(1, sizeof(request_state));
    if (state == NULL) return MHD_NO;
    *con_cls = state;
    return MHD_YES;
  }
  if (*upload_data_size != 0) {
    size_t incoming = *upload_data_size;
    if (!state->too_large && state->length + incoming <= shim->max_body) {
      if (state->length + incoming > state->capacity) {
        size_t capacity = state->capacity ? state->capacity : 1024;
        while (capacity < state->length + incoming) capacity *= 2;
        char *grown = realloc(state->body, capacity);
        if (grown == NULL) return MHD_NO;
        state->body = grown;
        state->capacity = capacity;
      }
      memcpy(state->body + state->length, upload_data, incoming);
      state->length += incoming;
    } else {
      state->too_large = 1;
      free(state->body);
      state->body = NULL;
      state->length = state->capacity = 0;
    }
    *upload_data_size = 0;
    return MHD_YES;
  }
  mhdshim_request request = {connection, method, url, state->body, state->length,
                             state->too_large};
  mhdshim_responder responder = {connection, 0};
  shim->handler(shim->context, &request, &responder);
  if (!responder.answered) {
    static const char message[] = "internal error\n";
    mhdshim_respond(&responder, 500, "Content-Type: text/plain\n", message, sizeof message - 1);
  }
  return MHD_YES;
}

static void completed(void *cls, struct MHD_Connection *connection, void **con_cls,
                      enum MHD_RequestTerminationCode code) {
  (void)cls;
  (void)connection;
  (void)code;
  request_state *state = *con_cls;
  if (state) {
    free(state->body);
    free(state);
    *con_cls = NULL;
  }
}

/// Percent-decoding as libmicrohttpd does it, except that an encoded NUL (%00) becomes the
/// control character 0x01: a NUL would silently cut the C string (`/thumb/a%00.jpg` read as
/// `/thumb/a`), while 0x01 is visible to the request checks, which refuse it.
static size_t unescape(void *cls, struct MHD_Connection *connection, char *text) {
  (void)cls;
  (void)connection;
  for (char *p = text; (p = strstr(p, "%00")) != NULL; p += 3) p[2] = '1';
  return MHD_http_unescape(text);
}

mhdshim_daemon *mhdshim_start(const char *host, uint16_t port, size_t max_body,
                              unsigned int connection_limit, unsigned int per_address_limit,
                              unsigned int idle_timeout, mhdshim_handler handler, void *context) {
  if (host == NULL || handler == NULL) return NULL;
  struct sockaddr_in address;
  memset(&address, 0, sizeof address);
  address.sin_family = AF_INET;
  address.sin_port = htons(port);
  if (inet_pton(AF_INET, host, &address.sin_addr) != 1) return NULL;
  mhdshim_daemon *shim = calloc(1, sizeof(mhdshim_daemon));
  if (shim == NULL) return NULL;
  shim->handler = handler;
  shim->context = context;
  shim->max_body = max_body;
  shim->daemon = MHD_start_daemon(
      MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL, port, NULL,
      NULL, access_handler, shim, MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address,
      MHD_OPTION_NOTIFY_COMPLETED, completed, NULL, MHD_OPTION_UNESCAPE_CALLBACK, unescape, NULL,
      MHD_OPTION_CONNECTION_LIMIT, connection_limit ? connection_limit : 512,
      MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_address_limit ? per_address_limit : 16,
      MHD_OPTION_CONNECTION_TIMEOUT, idle_timeout ? idle_timeout : 5,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(64 * 1024), MHD_OPTION_END);
  if (shim->daemon == NULL) {
    free(shim);
    return NULL;
  }
  return shim;
}

uint16_t mhdshim_port(mhdshim_daemon *shim) {
  if (shim == NULL) return 0;
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(shim->daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info ? info->port : 0;
}

void mhdshim_stop(mhdshim_daemon *shim) {
  if (shim == NULL) return;
  MHD_stop_daemon(shim->daemon);
  free(shim);
}

typedef struct value_buffer {
  char *data;
  size_t length;
  size_t capacity;
  int failed;
} value_buffer;

static void append(value_buffer *buffer, const char *text) {
  size_t size = strlen(text) + 1;
  if (buffer->failed) return;
  if (buffer->length + size > buffer->capacity) {
    size_t capacity = buffer->capacity ? buffer->capacity : 256;
    while (capacity < buffer->length + size) capacity *= 2;
    char *grown = realloc(buffer->data, capacity);
    if (grown == NULL) {
      buffer->failed = 1;
      return;
    }
    buffer->data = grown;
    buffer->capacity = capacity;
  }
  memcpy(buffer->data + buffer->length, text, size);
  buffer->length += size;
}

static enum MHD_Result collect(void *cls, enum MHD_ValueKind kind, const char *key,
                               const char *value) {
  (void)kind;
  value_buffer *buffer = cls;
  append(buffer, key ? key : "");
  append(buffer, value ? value : "");
  return MHD_YES;
}

char *mhdshim_copy_values(void *connection, int kind, size_t *length) {
  value_buffer buffer = {NULL, 0, 0, 0};
  MHD_get_connection_values((struct MHD_Connection *)connection, (enum MHD_ValueKind)kind,
                            collect, &buffer);
  if (buffer.failed || buffer.length == 0) {
    free(buffer.data);
    if (length) *length = 0;
    return NULL;
  }
  if (length) *length = buffer.length;
  return buffer.data;
}

void mhdshim_free(void *pointer) { free(pointer); }
