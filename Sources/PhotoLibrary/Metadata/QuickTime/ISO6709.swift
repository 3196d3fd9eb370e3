/// Parses ISO 6709 position strings as QuickTime writes them: `+38.7223-009.1393+012.000/`
/// (decimal degrees), and the `±DDMM.m`/`±DDMMSS.s` forms.
public enum ISO6709 {
  /// Latitude, longitude and optional altitude; nil when the text is not a valid position.
  public static func parse(_ text: String) -> (
    latitude: Double, longitude: Double, altitude: Double?
  )? {
    var parts: [(sign: Double, digits: String)] = []
    var current: String?
    var sign = 1.0
    for ch in text {
      if ch == "+" || ch == "-" {
        if let c = current { parts.append((sign, c)) }
        sign = ch == "-" ? -1 : 1
        current = ""
      } else if ch.isASCII, ch.isNumber || ch == "." {
        guard current != nil else { return nil }
        current!.append(ch)
      } else if ch == "/" || ch == "C" {
        break
      } else if ch == " " {
        continue
      } else {
        return nil
      }
      if parts.count > 3 { return nil }
    }
    if let c = current { parts.append((sign, c)) }
    guard parts.count >= 2,
      let lat = angle(parts[0].digits, degreeDigits: 2),
      let lon = angle(parts[1].digits, degreeDigits: 3)
    else { return nil }
    let la = parts[0].sign * lat
    let lo = parts[1].sign * lon
    guard abs(la) <= 90, abs(lo) <= 180 else { return nil }
    var alt: Double?
    if parts.count >= 3, let a = Double(parts[2].digits), a.isFinite { alt = parts[2].sign * a }
    return (la, lo, alt)
  }

  /// Degrees from `DD.d`, `DDMM.m` or `DDMMSS.s` (`DDD…` for longitude).
  static func angle(_ digits: String, degreeDigits: Int) -> Double? {
    let integerPart = digits.split(separator: ".", omittingEmptySubsequences: false).first ?? ""
    guard !integerPart.isEmpty, let value = Double(digits), value.isFinite else { return nil }
    switch integerPart.count {
    case ...degreeDigits:
      return value
    case degreeDigits + 2:
      let degrees = (value / 100).rounded(.down)
      let minutes = value - degrees * 100
      return minutes < 60 ? degrees + minutes / 60 : nil
    case degreeDigits + 4:
      let degrees = (value / 10_000).rounded(.down)
      let rest = value - degrees * 10_000
      let minutes = (rest / 100).rounded(.down)
      let seconds = rest - minutes * 100
      return minutes < 60 && seconds < 60 ? degrees + minutes / 60 + seconds / 3600 : nil
    default:
      return nil
    }
  }
}
