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
    for line in tsv.split(separator: "\n", omittingEmptySubsequences: true) {
      guard let tab = line.firstIndex(of: "\t") else { continue }
      let key = String(line[..<tab])
      let raw = line[line.index(after: tab)...]
      append(key, raw.contains("\\") ? Self.unescape(raw) : String(raw))
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

  static func unescape(_ s: Substring) -> String {
    var out = ""
    out.reserveCapacity(s.count)
    var escaping = false
    for c in s {
      if escaping {
        switch c {
        case "t": out.append("\t")
        case "n": out.append("\n")
        case "r": out.append("\r")
        default: out.append(c)
        }
        escaping = false
      } else if c == "\\" {
        escaping = true
      } else {
        out.append(c)
      }
    }
    return out
  }
}

extension String {
  /// The value with surrounding spaces, newlines and NUL characters removed.
  var trimmedMetadata: String {
    var scalars = Substring(self).unicodeScalars
    while let f = scalars.first, f.properties.isWhitespace || f == "\0" { scalars.removeFirst() }
    while let l = scalars.last, l.properties.isWhitespace || l == "\0" { scalars.removeLast() }
    return String(scalars)
  }
}
