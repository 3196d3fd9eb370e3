import PhotoQuery

extension LocalDateTime {
  /// The form the store sorts capture times by: `YYYYMMDDhhmmss`.
  package var sortKey: String {
    func pad(_ v: Int, _ n: Int) -> String {
      let s = String(v)
      return String(repeating: "0", count: max(0, n - s.count)) + s
    }
    return pad(year, 4) + pad(month, 2) + pad(day, 2) + pad(hour, 2) + pad(minute, 2)
      + pad(second, 2)
  }
}
