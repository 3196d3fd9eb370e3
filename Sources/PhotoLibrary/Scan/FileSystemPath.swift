import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// File names are bytes; Swift strings are Unicode. A name that is not valid UTF-8 (a Latin-1
/// `Vacances été 2003` folder) is kept exactly: each byte of an invalid sequence becomes the
/// private-use scalar U+10FF00 + byte, which turns back into that byte whenever the path is given
/// to the system, and into U+FFFD (�) when it is shown. Valid UTF-8 names are unchanged.
public enum FileSystemPath {
  /// The scalar standing for the invalid byte 0x80 + n is U+10FF80 + n.
  static let escapeBase: UInt32 = 0x10_FF00

  /// A file name (or path) read from the system as a string that keeps every byte.
  public static func decode<Bytes: Collection>(_ bytes: Bytes) -> String
  where Bytes.Element == UInt8 {
    if let valid = String(validating: bytes, as: UTF8.self) { return valid }
    var scalars = String.UnicodeScalarView()
    var parser = Unicode.UTF8.ForwardParser()
    var all = Array(bytes)[...]
    while !all.isEmpty {
      var it = all.makeIterator()
      switch parser.parseScalar(from: &it) {
      case .valid(let encoded):
        scalars.append(Unicode.UTF8.decode(encoded))
        all = all.dropFirst(encoded.count)
      case .error(let length):
        for byte in all.prefix(length) {
          scalars.append(Unicode.Scalar(escapeBase + UInt32(byte))!)
        }
        all = all.dropFirst(length)
      case .emptyInput:
        all = []
      }
      parser = Unicode.UTF8.ForwardParser()
    }
    return String(scalars)
  }

  /// Whether a path holds escaped bytes.
  static func hasEscapes(_ path: String) -> Bool {
    path.unicodeScalars.contains { $0.value >= escapeBase + 0x80 && $0.value <= escapeBase + 0xFF }
  }

  /// The path's bytes as the system knows them.
  public static func bytes(_ path: String) -> [UInt8] {
    guard hasEscapes(path) else { return Array(path.utf8) }
    var out: [UInt8] = []
    for scalar in path.unicodeScalars {
      if scalar.value >= escapeBase + 0x80, scalar.value <= escapeBase + 0xFF {
        out.append(UInt8(scalar.value - escapeBase))
      } else {
        out += Array(String(scalar).utf8)
      }
    }
    return out
  }

  /// Whether anything (a file, a folder, a link) is at the path.
  public static func exists(_ path: String) -> Bool {
    var info = stat()
    return withCString(path) { lstat($0, &info) } == 0
  }

  /// Calls `body` with the path as the system's NUL-terminated bytes.
  public static func withCString<T>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> T)
    rethrows -> T
  {
    guard hasEscapes(path) else { return try path.withCString(body) }
    let raw = bytes(path).map { CChar(bitPattern: $0) } + [0]
    return try raw.withUnsafeBufferPointer { try body($0.baseAddress!) }
  }

  /// The path for people: escaped bytes shown as U+FFFD.
  public static func display(_ path: String) -> String {
    guard hasEscapes(path) else { return path }
    var scalars = String.UnicodeScalarView()
    for scalar in path.unicodeScalars {
      let escaped = scalar.value >= escapeBase + 0x80 && scalar.value <= escapeBase + 0xFF
      scalars.append(escaped ? "\u{FFFD}" : scalar)
    }
    return String(scalars)
  }

  /// A handle reading the file at `path`, or nil.
  public static func readingHandle(_ path: String) -> FileHandle? {
    let fd = withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
    guard fd >= 0 else { return nil }
    return FileHandle(fileDescriptor: fd, closeOnDealloc: true)
  }

  /// The whole file at `path` (at most `limit` bytes), or nil.
  public static func contents(_ path: String, limit: Int = 64 << 20) -> Data? {
    guard let handle = readingHandle(path) else { return nil }
    defer { try? handle.close() }
    return try? handle.read(upToCount: limit) ?? Data()
  }
}
