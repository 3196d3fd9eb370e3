#ifndef CINOTIFYSHIM_H
#define CINOTIFYSHIM_H
// A small C interface over Linux inotify for Swift: open a non-blocking instance, add and
// remove folder watches (failures as -errno, so ENOSPC — the kernel's watch limit — is seen),
// and wait for events, each copied out whole into a fixed-size record.
#include <stdint.h>

/// One inotify event with its name copied out ("" for an event on the watched folder itself).
typedef struct inotifyshim_event {
  /// The watch descriptor the event belongs to.
  int32_t wd;
  /// IN_* bits (IN_ISDIR when the entry is a folder).
  uint32_t mask;
  /// Pairs the IN_MOVED_FROM and IN_MOVED_TO of one rename.
  uint32_t cookie;
  /// The entry's name inside the watched folder, NUL-terminated (NAME_MAX + 1 bytes).
  char name[256];
} inotifyshim_event;

/// The events a folder watch asks for: writes finished, entries created, deleted or moved in
/// or out, writes in progress (to wait for quiet), attribute changes, and the folder itself
/// deleted or moved.
extern const uint32_t inotifyshim_folder_mask;
extern const uint32_t inotifyshim_in_close_write, inotifyshim_in_moved_from,
    inotifyshim_in_moved_to, inotifyshim_in_create, inotifyshim_in_delete, inotifyshim_in_modify,
    inotifyshim_in_attrib, inotifyshim_in_delete_self, inotifyshim_in_move_self,
    inotifyshim_in_isdir, inotifyshim_in_ignored, inotifyshim_in_q_overflow;

/// A new inotify instance (non-blocking, close-on-exec); -errno on failure.
int inotifyshim_open(void);

/// Watches one folder; the watch descriptor, or -errno (-ENOSPC at the kernel's watch limit).
int inotifyshim_add_folder(int fd, const char *path);

/// Stops a watch; 0 or -errno.
int inotifyshim_remove(int fd, int wd);

/// Waits up to `timeout_ms` (-1: forever) for events and copies at most `capacity` (32…4096)
/// of them into `events`; the number copied, 0 on timeout, or -errno. Events that do not fit stay
/// queued in the kernel for the next call.
int inotifyshim_read(int fd, int timeout_ms, inotifyshim_event *events, int capacity);

/// Closes the instance (every watch goes with it).
void inotifyshim_close(int fd);

#endif
