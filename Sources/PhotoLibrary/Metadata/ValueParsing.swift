/// Parsers for the textual forms exiv2 gives EXIF and XMP values.
enum ValueParsing {
  /// `"41/1 24/1 3000/100"` → [41, 24, 30]; nil components (x/0) make the whole value nil.
  static func rationals(_ text: String) -> [Double]? {
    var out: [Double] = []
    for part in text.split(separator: " ") {
      let nd = part.split(separator: "/")
      if nd.count == 2 {
        guard let n = Double(nd[0]), let d = Double(nd[1]) else { return nil }
        if d == 0 { return nil }
        out.append(n / d)
      } else if let v = Double(part) {
        out.append(v)
      } else {
        return nil
      }
    }
    return out.isEmpty ? nil : out
  }

  /// Degrees/minutes/seconds rationals → decimal degrees.
  static func degrees(_ text: String) -> Double? {
    guard let parts = rationals(text) else { return nil }
    var value = parts[0]
    if parts.count > 1 { value += parts[1] / 60 }
    if parts.count > 2 { value += parts[2] / 3600 }
    return value
  }

  /// XMP GPS coordinates: `"41,24.5N"`, `"41,24,30N"` or a signed decimal.
  static func xmpCoordinate(_ text: String) -> Double? {
    var s = text.trimmedMetadata
    guard !s.isEmpty else { return nil }
    var sign = 1.0
    if let last = s.last, "NSEWnsew".contains(last) {
      if "SWsw".contains(last) { sign = -1 }
      s.removeLast()
    }
    let parts = s.split(separator: ",").map { Double(String($0).trimmedMetadata) }
    guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
    let p = parts.map { $0! }
    var value = abs(p[0])
    if p.count > 1 { value += p[1] / 60 }
    if p.count > 2 { value += p[2] / 3600 }
    if p[0] < 0 { sign = -sign }
    return sign * value
  }

  /// A plain number from text (`"3"`, `"3.5"`, `"7/2"`).
  static func number(_ text: String) -> Double? {
    let t = text.trimmedMetadata
    if let v = Double(t) { return v }
    return rationals(t)?.first
  }

  /// The first integer in a value such as `"1"` or `"1 0 0"`.
  static func integer(_ text: String) -> Int? {
    guard let first = text.trimmedMetadata.split(separator: " ").first else { return nil }
    if let v = Int(first) { return v }
    if let d = Double(first), d.isFinite, abs(d) < 1e9 { return Int(d.rounded()) }
    return nil
  }
}
