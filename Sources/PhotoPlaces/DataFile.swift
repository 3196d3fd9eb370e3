import Foundation

/// Reads the generated data files of a resource directory: the gazetteer's here, the language
/// engine's word tables (given names, subjects, word senses) in PhotoQuery, which reads its own
/// bundle through the same functions.
package enum DataFile {
  /// The URL of a data file, e.g. `places.tsv`, when `directory` holds it.
  package static func url(_ name: String, in directory: URL?) -> URL? {
    guard let directory else { return nil }
    let url = directory.appendingPathComponent(name)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// The bytes of a data file, or nil when it is missing or unreadable; read straight into the
  /// array (one copy from the kernel, no `Data` in between).
  package static func bytes(_ name: String, in directory: URL?) -> [UInt8]? {
    guard let url = url(name, in: directory) else { return nil }
    let descriptor = open(url.path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_size >= 0, info.st_size < Int(Int32.max) else {
      return nil
    }
    let size = Int(info.st_size)
    if size == 0 { return [] }
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      var done = 0
      while done < size {
        guard let base = buffer.baseAddress else { break }
        let count = read(descriptor, base + done, size - done)
        if count <= 0 {
          failed = count < 0
          break
        }
        done += count
      }
      initialized = done
    }
    return failed || bytes.count != size ? nil : bytes
  }
}
