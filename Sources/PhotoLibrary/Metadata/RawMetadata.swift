/// The metadata of one file as exiv2 reports it: exiv2 keys (`Exif.Photo.DateTimeOriginal`,
/// `Xmp.dc.subject`, `Iptc.Application2.Keywords`) to their values in file order.
///
/// Array items and repeated IPTC data sets appear as several values under one key.
public struct RawMetadata: Sendable, Equatable {
  /// Every key with its values.
  public private(set) var values: [String: [String]] = [:]
  /// The keys in the order they were read.
  public private(set) var keys: [String] = []

  /// Creates an empty set.
  public init() {}

  /// Parses the shim's TSV blob: lines of `key<TAB>value` with `\t`, `\n`, `\\` escapes.
  public init(tsv: String) {
    var copy = tsv
    self = copy.withUTF8 { RawMetadata(utf8: $0) }
  }

  /// Parses the TSV blob from UTF-8 bytes (the fast path: one pass over the bytes).
  public init(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    var lineStart = 0
    let n = bytes.count
    while lineStart < n {
      var end = lineStart
      var tab = -1
      var escaped = false
      while end < n, bytes[end] != 10 {
        if bytes[end] == 9, tab < 0 { tab = end }
        if bytes[end] == 92 { escaped = true }
        end += 1
      }
      if tab > lineStart {
        let key = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<tab]), as: UTF8.self)
        let raw = UnsafeBufferPointer(rebasing: bytes[(tab + 1)..<end])
        let value = escaped ? Self.unescape(raw) : String(decoding: raw, as: UTF8.self)
        append(key, value)
      }
      lineStart = end + 1
    }
  }

  /// Adds a value under a key.
  public mutating func append(_ key: String, _ value: String) {
    if values[key] == nil { keys.append(key) }
    values[key, default: []].append(value)
  }

  /// The first non-blank value of a key, trimmed of spaces and NULs.
  public func first(_ key: String) -> String? {
    guard let list = values[key] else { return nil }
    for v in list {
      let t = v.trimmedMetadata
      if !t.isEmpty { return t }
    }
    return nil
  }

  /// The first non-blank value among several keys, in order.
  public func first(of keys: [String]) -> (key: String, value: String)? {
    for k in keys { if let v = first(k) { return (k, v) } }
    return nil
  }

  /// Every non-blank value of a key.
  public func all(_ key: String) -> [String] {
    (values[key] ?? []).map(\.trimmedMetadata).filter { !$0.isEmpty }
  }

  /// Keys that start with `prefix`, in read order.
  public func keys(withPrefix prefix: String) -> [String] {
    keys.filter { $0.hasPrefix(prefix) }
  }

  static func unescape(_ s: UnsafeBufferPointer<UInt8>) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(s.count)
    var escaping = false
    for c in s {
      if escaping {
        switch c {
        case 116: out.append(9)  // t
        case 110: out.append(10)  // n
        case 114: out.append(13)  // r
        default: out.append(c)
        }
        escaping = false
      } else if c == 92 {
        escaping = true
      } else {
        out.append(c)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
