import CInotifyShim
import Foundation

/// Turns inotify events into changed scopes (``PendingChanges``) and keeps the watches in step
/// with the folders: a folder created or moved in is watched with everything under it, one
/// deleted or moved away is forgotten.
struct EventTracker {
  /// The indexed folders.
  let roots: [String]
  /// Absolute paths whose changes are ignored (the library's own files).
  let excluded: Set<String>
  /// Whether the kernel's event queue overflowed since the last run (events were lost: the
  /// roots are indexed whole).
  var overflowed = false

  init(roots: [String], excluded: Set<String>) {
    self.roots = roots
    self.excluded = excluded
  }

  /// Applies one event; `.limitReached` when a new folder could not be watched for the limit.
  mutating func apply(
    _ event: FolderEvent, at time: Date, folders: inout WatchedFolders, channel: InotifyChannel,
    pending: inout PendingChanges
  ) -> WatchAddition? {
    if event.has(inotifyshim_in_q_overflow) {
      overflowed = true
      for root in roots { pending.note(IndexScope(root: root), at: time) }
      return nil
    }
    if event.has(inotifyshim_in_ignored) {
      folders.ended(event.watch)
      return nil
    }
    guard let place = folders.places[event.watch] else { return nil }
    if event.name.isEmpty {
      // The watched folder itself was deleted or moved: its parent's event covers it; a root
      // is indexed whole (the run leaves a missing root alone).
      if place.relative.isEmpty && event.has(inotifyshim_in_delete_self | inotifyshim_in_move_self)
      {
        pending.note(IndexScope(root: place.root), at: time)
      }
      return nil
    }
    if event.name.hasPrefix(".") { return nil }
    let relative = place.relative.isEmpty ? event.name : place.relative + "/" + event.name
    if excluded.contains(place.root + "/" + relative) { return nil }
    let movedFrom = event.has(inotifyshim_in_moved_from) ? event.cookie : nil
    let movedTo = event.has(inotifyshim_in_moved_to) ? event.cookie : nil
    if event.isDirectory {
      if event.has(inotifyshim_in_create | inotifyshim_in_moved_to) {
        let added = folders.add(root: place.root, relative: relative, channel: channel)
        pending.note(
          IndexScope(root: place.root, subfolder: relative), at: time, movedTo: movedTo)
        return added
      }
      if event.has(inotifyshim_in_delete | inotifyshim_in_moved_from) {
        folders.drop(
          root: place.root, relative: relative, channel: channel,
          remove: event.has(inotifyshim_in_moved_from))
        pending.note(
          IndexScope(root: place.root, subfolder: relative), at: time, movedFrom: movedFrom)
      }
      return nil
    }
    let fileChange =
      inotifyshim_in_close_write | inotifyshim_in_moved_from | inotifyshim_in_moved_to
      | inotifyshim_in_create | inotifyshim_in_delete | inotifyshim_in_modify
      | inotifyshim_in_attrib
    if event.has(fileChange) {
      pending.note(
        IndexScope(root: place.root, subfolder: place.relative, recursive: false), at: time,
        movedFrom: movedFrom, movedTo: movedTo)
    }
    return nil
  }
}
