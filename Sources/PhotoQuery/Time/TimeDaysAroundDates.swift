/// Days placed by another date: the Nth weekday before or after a date (`the Sunday before
/// Christmas`, `third tuesday after christmas 2014`) and the Nth closest weekday or holiday to a
/// date (`the closest Monday to Oct 5th`, `the 3rd closest xmas to today`). Decision 9.13.
extension TimeParser {
  /// `[the] [Nth] <weekday> before|after <date>`: the Nth such weekday wholly before the start of
  /// the date, or wholly after its end. A clock time is no anchor (`Thursday before 5pm` is that
  /// part of Thursday, decision of issue 9).
  func weekdayAroundDate(_ i: Int) -> Parsed? {
    var j = skipThe(i)
    var nth = 1
    if let o = smallNumber(j), o.ordinal, (1...5).contains(o.value) {
      nth = o.value
      j = o.end
    }
    guard let wd = lex(j).weekday else { return nil }
    let side = w(j + 1)
    guard TimeWords.aroundDateSides.contains(side), let a = dayAnchor(j + 2),
      let s = a.span.startDay, let e = a.span.endDay
    else { return nil }
    let day: Int
    if side == "after" {
      var fwd = wd - CivilDate.weekday(e)
      if fwd < 0 { fwd += 7 }
      day = e + fwd + 7 * (nth - 1)
    } else {
      var back = CivilDate.weekday(s - 1) - wd
      if back < 0 { back += 7 }
      day = s - 1 - back - 7 * (nth - 1)
    }
    return Parsed(end: a.end, span: .day(day), valueStart: i)
  }

  /// `the [Nth] closest|nearest <weekday|holiday> to <date>`: the occurrences ordered by their
  /// distance from the date, the earlier first on a tie.
  func closestToDate(_ i: Int) -> Parsed? {
    var j = skipThe(i)
    var nth = 1
    if let o = smallNumber(j), o.ordinal, (1...9).contains(o.value) {
      nth = o.value
      j = o.end
    }
    guard TimeWords.closestWords.contains(w(j)) else { return nil }
    j += 1
    if let wd = lex(j).weekday, w(j + 1) == "to", let a = dayAnchor(j + 2), let ad = a.span.startDay
    {
      // the nearest such weekday on or after the date, and the one before it, alternate outwards
      var after = wd - CivilDate.weekday(ad)
      if after < 0 { after += 7 }
      var days: [Int] = []
      for k in 0...nth {
        days.append(ad + after + 7 * k)
        days.append(ad + after - 7 * (k + 1))
      }
      days.sort { abs($0 - ad) < abs($1 - ad) || (abs($0 - ad) == abs($1 - ad) && $0 < $1) }
      return Parsed(end: a.end, span: .day(days[nth - 1]), valueStart: i)
    }
    guard let h = holiday(j), w(h.end) == "to", let a = dayAnchor(h.end + 1),
      let ad = a.span.startDay
    else { return nil }
    let year = CivilDate.civil(ad).year
    var all: [(day: Int, length: Int)] = []
    for y in (year - nth - 1)...(year + nth + 1) {
      all += h.rule.occurrences(in: y, country: country)
    }
    all.sort { a, b in
      let da = abs(a.day - ad)
      let db = abs(b.day - ad)
      return da < db || (da == db && a.day < b.day)
    }
    guard all.count >= nth else { return nil }
    let o = all[nth - 1]
    return Parsed(end: a.end, span: holidaySpan(o.day, o.length), valueStart: i)
  }

  /// A date that can place another day: a day, a holiday or a longer calendar period, not a clock
  /// time, a part of the day or an open period.
  func dayAnchor(_ k: Int) -> Parsed? {
    guard let a = coreDate(k), !a.isClock, a.span.start != nil, a.span.end != nil else {
      return nil
    }
    switch a.span.grain {
    case .second, .minute, .hour, .partOfDay, .timeOfDay, .vague: return nil
    default: return a
    }
  }
}
