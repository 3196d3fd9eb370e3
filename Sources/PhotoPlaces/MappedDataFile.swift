import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A data file mapped read-only into memory for as long as the value lives: its pages are the
/// kernel's cached pages of the file, so nothing is copied and nothing is zero-filled (reading
/// the reverse geocoder's 11.8 MB table with `read` took about half of its load, on a thread that
/// the index's first reads waited for), and the process's exit has no copy to free.
package final class MappedDataFile: @unchecked Sendable {
  // Justified: the mapping is read-only (PROT_READ) and unmapped only in deinit.
  private let base: UnsafeRawPointer?
  /// The file's size in bytes.
  package let count: Int

  /// Maps the data file `name` of `directory`, or nil when it is missing or cannot be mapped.
  /// The pages are mapped at once (`MAP_POPULATE`): the callers read the whole file.
  package init?(_ name: String, in directory: URL?) {
    guard let url = DataFile.url(name, in: directory) else { return nil }
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_size >= 0, info.st_size < Int(Int32.max) else {
      return nil
    }
    count = Int(info.st_size)
    if count == 0 {
      base = nil
      return
    }
    let address = mmap(nil, count, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, 0)
    guard let address, address != MAP_FAILED else { return nil }
    base = UnsafeRawPointer(address)
  }

  deinit {
    if let base { munmap(UnsafeMutableRawPointer(mutating: base), count) }
  }

  /// Calls `body` with the file's bytes (valid only during the call).
  package func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R)
    rethrows -> R
  {
    try body(UnsafeBufferPointer(start: base?.assumingMemoryBound(to: UInt8.self), count: count))
  }
}
