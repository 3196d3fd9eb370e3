import Foundation
import Testing

@testable import PhotoQuery

/// The English time tables are the single place a word or a holiday is written (issue 9's layout
/// bar): a synonym of `tomorrow` or a new holiday is one entry in one table, and the rules read it
/// from there.
@Suite("Time table layout")
struct TimeTableLayoutTests {
  @Test("every holiday name is written once, in one table")
  func holidayNamesOnce() {
    var seen: [String: Int] = [:]
    HolidayNames.addAll { names, _ in
      for name in names { seen[name, default: 0] += 1 }
    }
    let repeated = seen.filter { $0.value > 1 }.keys.sorted()
    #expect(repeated.isEmpty, "written more than once: \(repeated)")
    #expect(seen.count == HolidayNames.rules.count)
  }

  @Test("every holiday name of the tables is read as a time")
  func holidayNamesRead() {
    var names: [String] = []
    HolidayNames.addAll { n, _ in names += n }
    let context = TimeContext(
      reference: LocalDateTime(year: 2026, month: 7, day: 15, hour: 10),
      timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_US"))
    var unread: [String] = []
    for name in names {
      let tokens = Tokenizer().tokens(of: name)
      let found = TimeRecognizer().matches(in: tokens, context: context)
      if found.count != 1 || found[0].tokenRange != 0..<tokens.count { unread.append(name) }
    }
    #expect(unread.isEmpty, "not read as one holiday: \(unread)")
  }

  @Test("every word of the deictic-day table is read as its day")
  func deicticWordsRead() {
    let context = TimeContext(
      reference: LocalDateTime(year: 2026, month: 7, day: 15, hour: 10),
      timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_US"))
    for (word, offset) in TimeWords.deicticDays where word != "now" {
      let found = TimeRecognizer().matches(in: Tokenizer().tokens(of: word), context: context)
      let day = CivilDate.civil(CivilDate.days(2026, 7, 15) + offset)
      #expect(
        found.first?.resolution.start
          == LocalDateTime(year: day.year, month: day.month, day: day.day),
        "\(word)")
    }
  }
}
