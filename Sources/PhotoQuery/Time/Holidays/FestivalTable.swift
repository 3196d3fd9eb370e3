import Foundation

/// Hindu and Sikh festival dates (and Vesak) from the generated table
/// `Resources/Data/festival_dates.tsv` (see `scripts/generate_holidays.py`; Foundation's Indian
/// calendar is wrong for these on Linux). Loaded once, on first use.
struct FestivalTable: Sendable {
  /// The table shipped with the package.
  static let shared = FestivalTable(loading: "festival_dates")

  /// key → year → day numbers.
  let dates: [String: [Int: [Int]]]

  /// Parses lines `key<TAB>YYYY-MM-DD`; malformed lines are skipped.
  init(text: String) {
    var d: [String: [Int: [Int]]] = [:]
    for line in text.split(separator: "\n") {
      if line.hasPrefix("#") { continue }
      let parts = line.split(separator: "\t")
      guard parts.count >= 2, let t = LocalDateTime(iso: String(parts[1])) else { continue }
      d[String(parts[0]), default: [:]][t.year, default: []].append(
        CivilDate.days(t.year, t.month, t.day))
    }
    dates = d
  }

  init(loading name: String) {
    let url =
      Bundle.module.url(forResource: name, withExtension: "tsv", subdirectory: "Data")
      ?? Bundle.module.url(forResource: name, withExtension: "tsv")
    let text = url.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
    self.init(text: text)
  }

  /// The days of festival `key` in Gregorian `year` (empty outside the table's years).
  func days(_ key: String, year: Int) -> [Int] { dates[key]?[year] ?? [] }
}
