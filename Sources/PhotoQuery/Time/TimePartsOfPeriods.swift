/// Parts of periods: `early 2020`, `mid-March`, `late summer 2018`, `the end of last year`,
/// `the first week of June`, `the first Friday of July`, `the 15th day of next month`, `week 31`,
/// `the week of April 10th`.
extension TimeParser {
  /// Which part of a period.
  enum Part { case early, middle, late }

  /// The part word at `i` (`early`, `mid`, `mid-`, `the end of`, `beginning of` …) and where the period starts.
  func partWord(_ i: Int) -> (Part, Int)? {
    var j = i
    if w(j) == "the" || w(j) == "at" { j += 1 }
    if w(j) == "the" { j += 1 }
    let s = w(j)
    switch s {
    case "early":
      if w(j + 1) == "in" { return (.early, w(j + 2) == "the" ? j + 2 : j + 2) }
      return (.early, w(j + 1) == "-" ? j + 2 : j + 1)
    case "mid":
      return (.middle, w(j + 1) == "-" ? j + 2 : j + 1)
    case "late":
      if w(j + 1) == "in" { return (.late, j + 2) }
      return (.late, w(j + 1) == "-" ? j + 2 : j + 1)
    case "beginning", "start":
      guard w(j + 1) == "of" else { return nil }
      return (.early, j + 2)
    case "middle":
      guard w(j + 1) == "of" else { return nil }
      return (.middle, j + 2)
    case "end":
      guard w(j + 1) == "of" else { return nil }
      return (.late, j + 2)
    default:
      return nil
    }
  }

  /// `early 2020`, `mid-March`, `late summer 2018`, `the end of last year`, `end of the week`, `EOY`.
  func partOfPeriod(_ i: Int) -> Parsed? {
    let s = w(i)
    let a = s == "the" ? i + 1 : i
    if let unit = TimeWords.endOfAbbreviations[w(a)] ?? TimeWords.startOfAbbreviations[w(a)] {
      // `EOY`, `the EOM`, `BOM`: the end or the beginning of the current unit
      let kind: Part = TimeWords.endOfAbbreviations[w(a)] != nil ? .late : .early
      guard let part = currentPart(kind, of: unit) else { return nil }
      return Parsed(end: a + 1, span: part, valueStart: i)
    }
    guard let (kind, j) = partWord(i) else { return nil }
    if isMidAutumnFestival(kind, i, j) { return nil }
    var k = j
    if w(k) == "the", TimeWords.basicUnits.contains(w(k + 1)) {
      guard let part = currentPart(kind, of: lex(k + 1).unit!) else { return nil }
      return Parsed(end: k + 2, span: part, valueStart: i)
    }
    if TimeWords.basicUnits.contains(w(k)) {
      guard let part = currentPart(kind, of: lex(k).unit!) else { return nil }
      return Parsed(end: k + 1, span: part, valueStart: i)
    }
    if TimeWords.periodHedges.contains(w(k)) { k += 1 }
    if w(k) == "the" { k += 1 }
    guard let target = periodTarget(k), var part = part(kind, of: target.span) else { return nil }
    if target.span.grain == .year, relation(k) != nil, kind != .middle,
      let half = yearHalf(kind, of: target.span)
    {
      // a relative year (`late last year`, `early next year`) splits in halves
      part = half
    }
    return Parsed(end: target.end, span: part, valueStart: i)
  }

  /// Whether `mid autumn` from `i` (the season at `j`) names the Mid-Autumn Festival, the holiday
  /// of the Chinese calendar, rather than the middle of the season: written with capitals
  /// (`Mid-Autumn`), said where the festival is kept and the season is not (Singapore, Malaysia,
  /// the Philippines, Hong Kong, Taiwan, China), or followed by `festival`.
  func isMidAutumnFestival(_ kind: Part, _ i: Int, _ j: Int) -> Bool {
    // (before a noun of the festival's things the words stay a time: `mid-autumn lanterns`)
    guard kind == .middle, w(j) == "autumn", !HolidayNames.compoundNouns.contains(w(j + 1)) else {
      return false
    }
    return tokens[j].isCapitalized || TimeWords.midAutumnCountries.contains(country)
      || w(j + 1) == "festival"
  }

  /// The part of the current `unit` (`the end of the month`, `EOY`); looking back the current
  /// year, like a relative one, splits in halves (decision 9.34).
  func currentPart(_ kind: Part, of unit: TimeUnit) -> TimeSpan? {
    guard let p = unitPeriod(unit, shift: 0) else { return nil }
    if past, unit == .year, kind != .middle { return yearHalf(kind, of: p) }
    return part(kind, of: p)
  }

  /// The first half (January–June) or the second half (July–December) of a year span.
  func yearHalf(_ kind: Part, of span: TimeSpan) -> TimeSpan? {
    guard let s = span.startDay, let e = span.endDay else { return nil }
    let july = CivilDate.days(CivilDate.civil(s).year, 7, 1)
    return kind == .early ? .days(s, july, .span) : .days(july, e, .span)
  }

  /// What a part word can apply to: a year, month, season, decade, relative period or day.
  func periodTarget(_ k: Int) -> Parsed? {
    relativePeriod(k) ?? season(k) ?? decade(k) ?? monthLed(k) ?? bareYear(k) ?? deictic(k)
      ?? weekdayLed(k) ?? currentPeriod(k) ?? currentPeriod(k - 1) ?? bareUnitPeriod(k)
  }

  /// A unit word alone after `of` is the current one: `the end of month`, `by end of year`.
  func bareUnitPeriod(_ k: Int) -> Parsed? {
    guard TimeWords.basicUnits.contains(w(k)), let unit = lex(k).unit,
      let p = unitPeriod(unit, shift: 0)
    else { return nil }
    return Parsed(end: k + 1, span: p, valueStart: k)
  }

  /// The part of a span by its granularity: thirds of years, seasons and months (1–10 / 11–20 /
  /// 21–end); Monday–Wednesday / Tuesday–Friday / Friday–Sunday of a week; a day stays the day.
  func part(_ kind: Part, of span: TimeSpan) -> TimeSpan? {
    guard let s = span.startDay, let e = span.endDay else { return nil }
    let c = CivilDate.civil(s)
    switch span.grain {
    case .day, .partOfDay, .hour, .minute, .second:
      return span
    case .month:
      // looking back in halves (1–15 / 10–20 / 16–end), looking forward in thirds (decision 9.34)
      switch kind {
      case .early: return .days(s, s + (past ? 15 : 10), .span)
      case .middle: return .days(s + (past ? 9 : 10), s + 20, .span)
      case .late: return .days(s + (past ? 15 : 20), e, .span)
      }
    case .week:
      switch kind {
      case .early: return .days(s, s + 3, .span)
      case .middle: return .days(s + 1, s + 5, .span)
      case .late: return .days(s + (past ? 3 : 4), e, .span)
      }
    case .year:
      switch kind {
      case .early: return .days(s, CivilDate.days(c.year, 5, 1), .span)
      case .middle: return .days(CivilDate.days(c.year, 5, 1), CivilDate.days(c.year, 9, 1), .span)
      case .late: return .days(CivilDate.days(c.year, 9, 1), e, .span)
      }
    case .season, .quarter:
      switch kind {
      case .early: return .days(s, CivilDate.days(c.year, c.month + 1, 1), .span)
      case .middle:
        return .days(
          CivilDate.days(c.year, c.month + 1, 1), CivilDate.days(c.year, c.month + 2, 1), .span)
      case .late: return .days(CivilDate.days(c.year, c.month + 2, 1), e, .span)
      }
    case .decade:
      switch kind {
      case .early: return .days(s, CivilDate.days(c.year + 4, 1, 1), .span)
      case .middle:
        return .days(CivilDate.days(c.year + 3, 1, 1), CivilDate.days(c.year + 7, 1, 1), .span)
      case .late: return .days(CivilDate.days(c.year + 7, 1, 1), e, .span)
      }
    case .century:
      switch kind {
      case .early: return .days(s, CivilDate.days(c.year + 34, 1, 1), .span)
      case .middle:
        return .days(CivilDate.days(c.year + 33, 1, 1), CivilDate.days(c.year + 67, 1, 1), .span)
      case .late: return .days(CivilDate.days(c.year + 67, 1, 1), e, .span)
      }
    default:
      let len = e - s
      switch kind {
      case .early: return .days(s, s + len / 3, .span)
      case .middle: return .days(s + len / 3, s + 2 * len / 3, .span)
      case .late: return .days(s + 2 * len / 3, e, .span)
      }
    }
  }

  /// `the first week of June`, `last week of 2016`, `3rd week of Jan`, `the last week of this month`.
  func weekOfPeriod(_ i: Int) -> Parsed? {
    var j = i
    if w(j) == "the" { j += 1 }
    var ordinal: Int
    var k: Int
    if w(j) == "last" {
      ordinal = -1
      k = j + 1
    } else if let o = smallNumber(j), o.ordinal, o.value <= 5 || w(o.end) == "last" {
      ordinal = o.value
      k = o.end
      if w(k) == "last" {
        // `third last week of 2018`, `5th last day of May`
        ordinal = -o.value
        k += 1
      }
    } else {
      return nil
    }
    let unitWord = w(k)
    let weekend = TimeWords.weekendWords.contains(unitWord)
    guard
      unitWord == "week" || unitWord == "day" || weekend || TimeLexicon.weekdays[unitWord] != nil
    else {
      return nil
    }
    k += 1
    if unitWord == "week", w(k) != "of", w(k) != "in", let t = relativePeriod(k),
      t.span.grain == .year || t.span.grain == .month
    {
      // `the third week next year`: `of` left out before a relative year or month
      return nthWeek(ordinal, of: t, from: i)
    }
    guard w(k) == "of" || w(k) == "in" else {
      // `first Sunday`, `second saturday`: of the current month
      if let wd = TimeLexicon.weekdays[unitWord], ordinal > 0 {
        if let q = nthWeekdayTimed(ordinal, wd, at: k, from: i) { return q }
        let r = context.reference
        let day = CivilDate.nthWeekday(ordinal, wd, year: r.year, month: r.month)
        return Parsed(end: k, span: .day(day), valueStart: i, score: 0.7)
      }
      return nil
    }
    k += 1
    // `of each | every month` (a set): its occurrence in the current one (decision 9.37)
    if w(k) == "the" || w(k) == "each" || w(k) == "every",
      w(k + 1) == "month" || w(k + 1) == "year" || w(k + 1) == "week"
    {
      k += 1
    }
    var target: Parsed
    if w(k) == "month" || w(k) == "year" || w(k) == "week" {
      guard let p = unitPeriod(lex(k).unit!, shift: 0) else { return nil }
      target = Parsed(end: k + 1, span: p, valueStart: k)
    } else {
      if w(k) == "the" { k += 1 }
      guard let t = relativePeriod(k) ?? numericDate(k) ?? monthLed(k) ?? bareYear(k) else {
        return nil
      }
      target = t
    }
    guard let ts = target.span.startDay, let te = target.span.endDay else { return nil }
    let c = CivilDate.civil(ts)
    if weekend {
      // `the first weekend of June`: the weekend of the period's nth Saturday (decision 9.12)
      let saturday =
        ordinal > 0
        ? ts + (6 - CivilDate.weekday(ts) + 7) % 7 + 7 * (ordinal - 1)
        : te - 1 - (CivilDate.weekday(te - 1) - 6 + 7) % 7 + 7 * (ordinal + 1)
      guard saturday >= ts, saturday < te else { return nil }
      return Parsed(end: target.end, span: .days(saturday, saturday + 2, .weekend), valueStart: i)
    }
    if let wd = TimeLexicon.weekdays[unitWord] {
      let day = CivilDate.nthWeekday(ordinal, wd, year: c.year, month: c.month)
      guard day >= ts, day < te else { return nil }
      return Parsed(end: target.end, span: .day(day), valueStart: i)
    }
    if unitWord == "day" {
      let day = ordinal > 0 ? ts + ordinal - 1 : te + ordinal
      return Parsed(end: target.end, span: .day(day), valueStart: i)
    }
    return nthWeek(ordinal, of: target, from: i)
  }

  /// The `ordinal`th week of `target` (< 0 from its end), ending where `target` ends.
  func nthWeek(_ ordinal: Int, of target: Parsed, from i: Int) -> Parsed? {
    guard let ts = target.span.startDay, let te = target.span.endDay else { return nil }
    // ISO-style: the first week holds the period's first Thursday, the last week its last Thursday
    let weekStartDay: Int
    if ordinal > 0 {
      let firstThursday = ts + (4 - CivilDate.weekday(ts) + 7) % 7
      weekStartDay =
        CivilDate.weekStart(firstThursday, firstWeekday: firstWeekday) + 7 * (ordinal - 1)
    } else {
      let last = te - 1
      let lastThursday = last - (CivilDate.weekday(last) - 4 + 7) % 7
      weekStartDay =
        CivilDate.weekStart(lastThursday, firstWeekday: firstWeekday) + 7 * (ordinal + 1)
    }
    return Parsed(
      end: target.end, span: .days(weekStartDay, weekStartDay + 7, .week), valueStart: i)
  }

  /// `the first 2 weeks of 2021`, `the last four months of 2021`, `first ten days of last year`,
  /// `the third month of 2021`, `the 9th month of next year`.
  func unitsOfPeriod(_ i: Int) -> Parsed? {
    var j = i
    if w(j) == "the" { j += 1 }
    var fromEnd = false
    var count = 1
    var nth = 0
    if w(j) == "first" || w(j) == "last" {
      fromEnd = w(j) == "last"
      j += 1
      guard let c = self.count(j), !c.vague, c.value >= 1 else { return nil }
      count = c.value
      j = c.end
    } else if let o = smallNumber(j), o.ordinal, o.value >= 1 {
      nth = o.value
      j = o.end
    } else {
      return nil
    }
    guard let unit = lex(j).unit, unit == .day || unit == .week || unit == .month, w(j + 1) == "of"
    else { return nil }
    var k = j + 2
    if w(k) == "the" { k += 1 }
    guard let t = relativePeriod(k) ?? bareYear(k) ?? monthLed(k), let ts = t.span.startDay,
      let te = t.span.endDay,
      t.span.grain == .year || t.span.grain == .month
    else { return nil }
    var start: Int
    var end: Int
    switch unit {
    case .day:
      start = nth > 0 ? ts + nth - 1 : (fromEnd ? te - count : ts)
      end = nth > 0 ? start + 1 : (fromEnd ? te : ts + count)
    case .week:
      // whole weeks: the first holds the period's first Thursday, the last its last Thursday
      let firstThursday = ts + (4 - CivilDate.weekday(ts) + 7) % 7
      let firstWeek = CivilDate.weekStart(firstThursday, firstWeekday: firstWeekday)
      let last = te - 1
      let lastWeek = CivilDate.weekStart(
        last - (CivilDate.weekday(last) - 4 + 7) % 7, firstWeekday: firstWeekday)
      if nth > 0 {
        start = firstWeek + 7 * (nth - 1)
        end = start + 7
      } else if fromEnd {
        end = lastWeek + 7
        start = end - 7 * count
      } else {
        start = firstWeek
        end = start + 7 * count
      }
    default:
      let c = CivilDate.civil(ts)
      if nth > 0 {
        start = CivilDate.days(c.year, c.month + nth - 1, 1)
        end = CivilDate.days(c.year, c.month + nth, 1)
      } else if fromEnd {
        end = te
        start = CivilDate.addMonths(te, -count)
      } else {
        start = ts
        end = CivilDate.addMonths(ts, count)
      }
    }
    guard start >= ts - 7, end <= te + 7, start < end else { return nil }
    return Parsed(end: t.end, span: .days(start, end, .span), valueStart: i)
  }

  /// `the 15th day of next month`, `twenty third day of September`, `the thirty-first day of the month`.
  func dayOfPeriod(_ i: Int) -> Parsed? {
    var j = i
    if w(j) == "the" { j += 1 }
    guard let d = smallNumber(j), d.ordinal, w(d.end) == "day", w(d.end + 1) == "of" else {
      return nil
    }
    var k = d.end + 2
    if w(k) == "the", w(k + 1) == "month" {
      let r = context.reference
      guard CivilDate.isValid(r.year, r.month, d.value) else { return nil }
      return Parsed(end: k + 2, span: .day(CivilDate.days(r.year, r.month, d.value)), valueStart: i)
    }
    if w(k) == "the" { k += 1 }
    guard let t = relativePeriod(k) ?? monthLed(k), t.span.grain == .month, let s = t.span.startDay
    else { return nil }
    return Parsed(end: t.end, span: .day(s + d.value - 1), valueStart: i)
  }

  /// `week 31`, `the week of April 10th`, `the week of the 18th`, `w/c Feb 4`, `the week starting Feb 4`.
  func weekOf(_ i: Int) -> Parsed? {
    var j = i
    if w(j) == "the" { j += 1 }
    if w(j) == "w", w(j + 1) == "/", w(j + 2) == "c" {
      guard let d = coreDate(j + 3), let s = d.span.startDay else { return nil }
      return Parsed(end: d.end, span: .days(s, s + 7, .week), valueStart: i)
    }
    if w(j) == "month", w(j + 1) == "of", let d = coreDate(j + 2), d.span.grain == .day,
      let s = d.span.startDay
    {
      // `month of september.16th`: the month holding the day
      let c = CivilDate.civil(s)
      return Parsed(end: d.end, span: monthSpan(c.year, c.month), valueStart: i)
    }
    guard w(j) == "week" else { return nil }
    if isNum(j + 1), let v = num(j + 1), v >= 1, v <= 53 {
      // ISO week v of this year, or of the year named after `of` (`week 3 of 2027`)
      var year = context.reference.year
      var e = j + 2
      if w(e) == "of" {
        if let y = yearNumber(e + 1) {
          year = y.year
          e = y.end
        } else if let r = relativePeriod(e + 1), r.span.grain == .year, let s = r.span.startDay {
          year = CivilDate.civil(s).year
          e = r.end
        }
      }
      let jan4 = CivilDate.days(year, 1, 4)
      let s = CivilDate.weekStart(jan4, firstWeekday: 1) + 7 * (v - 1)
      return Parsed(end: e, span: .days(s, s + 7, .week), valueStart: i)
    }
    var k = j + 1
    var starting = false
    if TimeWords.weekOfStarters.contains(w(k)) {
      starting = w(k) != "of"
      k += 1
      if w(k) == "on" { k += 1 }
    } else {
      return nil
    }
    guard let d = coreDate(k) ?? bareDayOfMonth(k) ?? holidayDate(k), let s = d.span.startDay,
      d.span.grain == .day
    else { return nil }
    let start = starting ? s : CivilDate.weekStart(s, firstWeekday: firstWeekday)
    return Parsed(end: d.end, span: .days(start, start + 7, .week), valueStart: i)
  }
}
