import Foundation

/// When a photo was taken: the local wall-clock time as written, and UTC when the offset is known.
public struct CaptureTime: Sendable, Equatable, Codable {
  /// The local time as `YYYY-MM-DDTHH:MM:SS` when the written value parses, else the value as
  /// written (so odd values survive for inspection).
  public var local: String
  /// The sortable local form `YYYYMMDDHHMMSS` when the value parses; nil for odd or zero dates.
  public var sortable: String?
  /// Sub-second digits as written (`123` for .123), when any.
  public var subSeconds: String?
  /// The UTC offset as `+HH:MM`, when known.
  public var offset: String?
  /// The UTC time `YYYY-MM-DDTHH:MM:SSZ`, when the offset is known.
  public var utc: String?
  /// Which tag the time came from, e.g. `Exif.Photo.DateTimeOriginal`.
  public var source: String

  /// Creates a capture time from a written date and an optional offset; parses the common forms
  /// `YYYY:MM:DD HH:MM:SS`, `YYYY-MM-DDTHH:MM:SS(.fff)(±HH:MM|Z)`, and date-only values.
  public init(written: String, offset explicitOffset: String?, subSeconds: String?, source: String)
  {
    self.source = source
    let parsed = Self.parse(written)
    self.local = parsed?.local ?? written
    self.sortable = parsed?.sortable
    self.subSeconds = subSeconds ?? parsed?.fraction
    self.offset = Self.normalizeOffset(explicitOffset) ?? parsed?.offset
    if let sortable, let offset, let seconds = Self.offsetSeconds(offset) {
      self.utc = Self.utcString(sortable: sortable, offsetSeconds: seconds)
    }
  }

  /// Creates a capture time from a UTC instant, shown in `offsetSeconds` local time when given
  /// (else kept as UTC with offset `+00:00`).
  public init(utcEpoch: Double, offsetSeconds: Int?, source: String) {
    let seconds = offsetSeconds ?? 0
    let localDate = Date(timeIntervalSince1970: utcEpoch + Double(seconds))
    let local = Self.format(localDate)
    self.local = local
    self.sortable = local.filter(\.isNumber)
    self.subSeconds = nil
    self.offset = Self.formatOffset(seconds)
    self.utc = Self.format(Date(timeIntervalSince1970: utcEpoch)) + "Z"
    self.source = source
  }

  struct Parsed {
    var local: String
    var sortable: String
    var fraction: String?
    var offset: String?
  }

  static func parse(_ text: String) -> Parsed? {
    let s = Array(text.trimmedMetadata.utf8)
    func digits(_ from: Int, _ count: Int) -> Int? {
      guard from + count <= s.count else { return nil }
      var v = 0
      for i in from..<(from + count) {
        let c = s[i]
        guard c >= 48, c <= 57 else { return nil }
        v = v * 10 + Int(c - 48)
      }
      return v
    }
    guard s.count >= 10, let year = digits(0, 4), let month = digits(5, 2), let day = digits(8, 2)
    else { return nil }
    guard year > 0, (1...12).contains(month), (1...31).contains(day) else { return nil }
    var hour = 0
    var minute = 0
    var second = 0
    var index = 10
    var hasSeconds = false
    if s.count >= 16, s[10] == 32 || s[10] == 84, let h = digits(11, 2), let m = digits(14, 2) {
      hour = h
      minute = m
      index = 16
      if s.count >= 19, s[16] == 58, let sec = digits(17, 2) {
        second = sec
        index = 19
        hasSeconds = true
      }
    }
    guard hour < 24, minute < 60, second < 61 else { return nil }
    var fraction: String?
    if index < s.count, s[index] == 46 {
      var j = index + 1
      while j < s.count, s[j] >= 48, s[j] <= 57 { j += 1 }
      if j > index + 1 { fraction = String(decoding: s[(index + 1)..<j], as: UTF8.self) }
      index = j
    }
    var offset: String?
    if index < s.count {
      let rest = String(decoding: s[index...], as: UTF8.self).trimmedMetadata
      offset = normalizeOffset(rest)
    }
    // Values without seconds (date-only IPTC, `15:47+02`) are kept as written.
    let local =
      hasSeconds
      ? String(format: "%04d-%02d-%02dT%02d:%02d:%02d", year, month, day, hour, minute, second)
      : text.trimmedMetadata
    let sortable = String(
      format: "%04d%02d%02d%02d%02d%02d", year, month, day, hour, minute, second)
    return Parsed(local: local, sortable: sortable, fraction: fraction, offset: offset)
  }

  /// `+HH:MM` for `Z`, `+HHMM`, `+HH:MM`, `+H`; nil for anything else.
  static func normalizeOffset(_ text: String?) -> String? {
    guard let raw = text?.trimmedMetadata, !raw.isEmpty else { return nil }
    if raw == "Z" { return "+00:00" }
    guard let sign = raw.first, sign == "+" || sign == "-" else { return nil }
    let body = raw.dropFirst().filter { $0 != ":" }
    guard !body.isEmpty, body.allSatisfy(\.isNumber), body.count <= 4 else { return nil }
    let hours: Int
    let minutes: Int
    if body.count <= 2 {
      hours = Int(body) ?? 0
      minutes = 0
    } else {
      let padded = body.count == 3 ? "0" + body : String(body)
      hours = Int(padded.prefix(2)) ?? 0
      minutes = Int(padded.suffix(2)) ?? 0
    }
    guard hours <= 14, minutes < 60 else { return nil }
    return String(format: "%@%02d:%02d", String(sign), hours, minutes)
  }

  static func offsetSeconds(_ offset: String) -> Int? {
    let parts = offset.dropFirst().split(separator: ":")
    guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]) else { return nil }
    return (offset.hasPrefix("-") ? -1 : 1) * (h * 3600 + m * 60)
  }

  static func formatOffset(_ seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : "+"
    let a = abs(seconds)
    return String(format: "%@%02d:%02d", sign, a / 3600, (a % 3600) / 60)
  }

  static func utcString(sortable: String, offsetSeconds: Int) -> String? {
    guard let epoch = epoch(sortable: sortable) else { return nil }
    return format(Date(timeIntervalSince1970: epoch - Double(offsetSeconds))) + "Z"
  }

  static let utcCalendar: Calendar = {
    var c = Calendar(identifier: .gregorian)
    c.timeZone = TimeZone(identifier: "UTC")!
    return c
  }()

  static func format(_ date: Date) -> String {
    let c = utcCalendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    return String(
      format: "%04d-%02d-%02dT%02d:%02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0,
      c.minute ?? 0, c.second ?? 0)
  }
}

extension CaptureTime {
  /// Sources that give a UTC instant without the local offset (Takeout `photoTakenTime`,
  /// QuickTime `mvhd`): stored as UTC `+00:00` until a position gives the time zone.
  public static let utcOnlySources: Set<String> = [
    "Takeout:photoTakenTime", QuickTimeMetadata.movieHeaderSource, "Xmp.video.DateUTC",
  ]

  /// Whether this is a UTC instant whose local time is not known yet.
  public var isUTCOnly: Bool { Self.utcOnlySources.contains(source) }

  /// The instant as seconds since 1970, when the UTC time is known.
  public var utcEpoch: Double? {
    guard let utc, let parsed = Self.parse(utc) else { return nil }
    return Self.epoch(sortable: parsed.sortable)
  }

  /// The same instant as local wall-clock time in `timeZone` (its offset on that date), with
  /// the source tagged `SOURCE@Zone/Name`.
  public func localized(in timeZone: TimeZone) -> CaptureTime? {
    guard let epoch = utcEpoch else { return nil }
    let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: epoch))
    return CaptureTime(
      utcEpoch: epoch, offsetSeconds: offset, source: source + "@" + timeZone.identifier)
  }

  static func epoch(sortable: String) -> Double? {
    let d = Array(sortable.utf8).map { Int($0) - 48 }
    guard d.count == 14 else { return nil }
    func n(_ i: Int, _ c: Int) -> Int { d[i..<(i + c)].reduce(0) { $0 * 10 + $1 } }
    var comps = DateComponents()
    comps.year = n(0, 4)
    comps.month = n(4, 2)
    comps.day = n(6, 2)
    comps.hour = n(8, 2)
    comps.minute = n(10, 2)
    comps.second = n(12, 2)
    return utcCalendar.date(from: comps)?.timeIntervalSince1970
  }
}
