#include "CInotifyShim.h"

#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <string.h>
#include <sys/inotify.h>
#include <unistd.h>

const uint32_t inotifyshim_folder_mask = IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE |
                                         IN_DELETE | IN_MODIFY | IN_ATTRIB | IN_DELETE_SELF |
                                         IN_MOVE_SELF | IN_ONLYDIR;
const uint32_t inotifyshim_in_close_write = IN_CLOSE_WRITE, inotifyshim_in_moved_from = IN_MOVED_FROM,
               inotifyshim_in_moved_to = IN_MOVED_TO, inotifyshim_in_create = IN_CREATE,
               inotifyshim_in_delete = IN_DELETE, inotifyshim_in_modify = IN_MODIFY,
               inotifyshim_in_attrib = IN_ATTRIB, inotifyshim_in_delete_self = IN_DELETE_SELF,
               inotifyshim_in_move_self = IN_MOVE_SELF, inotifyshim_in_isdir = IN_ISDIR,
               inotifyshim_in_ignored = IN_IGNORED, inotifyshim_in_q_overflow = IN_Q_OVERFLOW;

int inotifyshim_open(void) {
  int fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
  return fd < 0 ? -errno : fd;
}

int inotifyshim_add_folder(int fd, const char *path) {
  int wd = inotify_add_watch(fd, path, inotifyshim_folder_mask);
  return wd < 0 ? -errno : wd;
}

int inotifyshim_remove(int fd, int wd) { return inotify_rm_watch(fd, wd) < 0 ? -errno : 0; }

int inotifyshim_read(int fd, int timeout_ms, inotifyshim_event *events, int capacity) {
  if (capacity < 32 || capacity > 4096) return -EINVAL;
  struct pollfd p = {.fd = fd, .events = POLLIN};
  int ready = poll(&p, 1, timeout_ms);
  if (ready < 0) return errno == EINTR ? 0 : -errno;
  if (ready == 0) return 0;
  // The kernel returns whole events only. An event takes at least sizeof(struct inotify_event)
  // bytes, so a buffer of `capacity` such sizes never holds more events than fit in `events`,
  // and with capacity >= 32 it holds at least one event with the longest name.
  char buffer[4096 * sizeof(struct inotify_event)]
      __attribute__((aligned(__alignof__(struct inotify_event))));
  ssize_t n = read(fd, buffer, (size_t)capacity * sizeof(struct inotify_event));
  if (n < 0) return (errno == EAGAIN || errno == EINTR) ? 0 : -errno;
  int count = 0;
  for (char *at = buffer; at < buffer + n && count < capacity;) {
    const struct inotify_event *e = (const struct inotify_event *)at;
    inotifyshim_event *out = &events[count++];
    out->wd = e->wd;
    out->mask = e->mask;
    out->cookie = e->cookie;
    size_t length = e->len ? strnlen(e->name, e->len) : 0;
    if (length > NAME_MAX) length = NAME_MAX;
    memcpy(out->name, e->name, length);
    out->name[length] = 0;
    at += sizeof(struct inotify_event) + e->len;
  }
  return count;
}

void inotifyshim_close(int fd) { close(fd); }
