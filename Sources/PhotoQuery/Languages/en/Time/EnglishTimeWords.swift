/// English words the time rules test, in named tables. Adding a word to a table is one line;
/// the lexicon (`TimeLexicon.info`) and the first-word gates read these tables.
enum TimeWords {
  /// One-word days relative to today and their offset in days: adding a synonym for `tomorrow`
  /// is one entry here.
  static let deicticDays: [String: Int] = [
    "today": 0, "now": 0, "tdy": 0, "otd": 0,
    "tomorrow": 1, "tmrw": 1, "tmr": 1, "tomorow": 1, "tommorow": 1, "tommorrow": 1,
    "tomorrows": 1,
    "yesterday": -1, "yday": -1, "ystd": -1,
  ]

  /// am/pm marks, alone or after a clock (`5 pm`, `30pm`).
  static let meridiemWords: WordSet = ["am", "pm", "a", "p"]

  /// Clock marks after a number: then it is a time, not a day (`Monday 5 pm`).
  static let clockMarks: WordSet = ["am", "pm", "a", "p", "-", "o'clock", "oclock"]

  /// Words before an ambiguous weekday abbreviation that make it a weekday (`on sat`).
  static let weekdayCueWords: WordSet = ["on", "this", "next", "last"]

  /// Words before an ambiguous month word (`may`, `march`) that make it a month.
  static let monthCueWords: Set<String> = [
    "in", "of", "during", "since", "until", "till", "before", "after", "from", "to", "between",
    "and",
    "early", "mid", "late", "last", "this", "next", "by", "through", "or", "previous",
    "coming", "on", "-", "for", "following", "end", "beginning", "start", "middle", "late", "thru",
    "past", "each", "every",
  ]

  /// What may follow `may` / `march` when it is the month (not the verb).
  static let afterMonthWords: Set<String> = [
    "", ",", ".", "!", "?", ";", ":", ")", "-", "and", "to", "through", "till", "until", "of",
    "this", "last", "next", "in", "when", "for", "with", "at", "photos", "pictures", "pics",
    "videos", "trip", "vacation", "holiday", "break", "'",
  ]

  /// Nouns after which a number is a quantity, not a date part (`101 points`).
  static let countNouns: Set<String> = [
    "people", "students", "stars", "pieces", "times", "percent", "%", "persons", "items", "dollars",
    "coins", "kids", "photos", "pictures", "miles", "km", "nights",
  ]

  /// Count nouns a year may stand before as their subject (`2020 kids`, `2019 photos`): a
  /// number that can be a year is the year there, unless a quantity word comes before it.
  static let yearSubjectNouns: WordSet = [
    "kids", "photos", "pictures", "people", "students",
  ]

  /// Words before a number that make it a quantity (`over 2000 people`, `about 1500 photos`).
  static let quantityWords: WordSet = [
    "over", "about", "around", "nearly", "almost", "some", "than", "approximately", "roughly",
    "only", "just", "exactly", "all", "under", "~", "like",
  ]

  /// Measures after which `1/2`, `3/4` are fractions, not days of a month (`1/2 cup`).
  static let measureNouns: WordSet = [
    "cup", "cups", "teaspoon", "teaspoons", "tsp", "tablespoon", "tablespoons", "tbsp", "inch",
    "inches", "mile", "miles", "pound", "pounds", "lb", "lbs", "oz", "ounce", "ounces",
    "litre", "liter", "litres", "liters", "pint", "pints", "gallon", "gallons", "foot", "feet",
    "ft", "yard", "yards", "kg", "km", "cm", "mm", "stick", "sticks", "slice", "slices", "price",
    "off", "size", "marathon",
  ]

  /// Bound words joined to their year by a hyphen (`pre-2010`, `post-2015`).
  static let hyphenedBounds: WordSet = ["pre", "post"]

  /// Nouns of `this time last year`, `same day last month`.
  static let sameDayNouns: WordSet = ["time", "day", "date"]

  /// Numbers written as a date that are idioms (`24/7`: all the time).
  static let numberIdioms: WordSet = ["24/7", "24-7"]

  /// What may follow `the 21st` for it to be a day of the month.
  static let afterTheDay: Set<String> = [
    "", ",", ".", "!", "?", "at", "from", "between", "to", "on", "in", "and", "or", "until", "till",
    "by", ")",
  ]

  /// Relations in `20 past 3`, `quarter to 5`.
  static let clockOffsetRelations: WordSet = ["past", "after", "to", "till", "before", "of"]

  /// Cue words before a bare clock number (`at 1030`).
  static let clockCueWords: WordSet = [
    "at", "around", "approximately", "about", "tonight", "@", "by", "till", "until",
  ]

  /// Prepositions before a four-digit clock (`at 1530`): not a year.
  static let clockPrepositions: WordSet = ["at", "around", "approximately", "about", "@"]

  /// Determiners and possessives the value drops (`my birthday last year` → `last year`).
  static let determiners: WordSet = [
    "the", "my", "our", "a", "an", "his", "her", "their", "your", "this",
  ]

  /// Symbols at which a rule can start.
  static let startSymbols: Set<String> = ["'", "<", ">", "=", "@", "<=", ">=", "=>", "+"]

  /// Words in front of a time that the match consumes but the value drops.
  static let leadIns: Set<String> = [
    "in", "on", "at", "during", "from", "of", "for", "around", "about", "circa", "approximately",
    "like", "roughly", "sometime", "some", "throughout", "over", "within", "ca", "approx", "maybe",
  ]

  /// Fillers inside holiday names (`mother's day`).
  static let holidayFillers: Set<String> = ["'s", "'", ".", "-", "’s"]

  /// Month words that are also everyday English words, accepted only with date context.
  static let ambiguousMonths: Set<String> = ["may", "mar", "jun", "march", "dec", "jan", "aug"]

  /// Weekday abbreviations that are everyday words, accepted only with date context.
  static let ambiguousWeekdays: Set<String> = ["sun", "sat", "wed", "mon"]

  /// Ordinal suffixes after a digit run (`4th`).
  static let ordinalSuffixes: Set<String> = ["st", "nd", "rd", "th"]

  /// Words saying "the previous one".
  static let pastRelations: Set<String> = ["last", "previous", "past", "prior", "preceding"]

  /// Words saying "the following one".
  static let futureRelations: Set<String> = [
    "next", "following", "coming", "upcoming", "subsequent",
  ]

  /// Words saying "the current one".
  static let presentRelations: Set<String> = ["this", "current", "present", "the"]

  /// Words for zero in clock minutes (`twelve oh three`).
  static let zeroWords: WordSet = ["oh", "o", "zero", "ou"]

  /// Words that lead into a clock phrase (`at 5`, `by 6pm`, `between 3 and 4`).
  static let clockPhraseLeads: Set<String> = [
    "at", "@", "around", "about", "by", "from", "between", "till", "until",
  ]

  /// Bounds between a day and a clock (`tomorrow before 4pm`).
  static let dayClockBounds: WordSet = ["before", "after", "by"]

  /// Joiners between a day and a clock (`Monday at 2.30`).
  static let dayClockJoiners: WordSet = ["at", "@", "around", ","]

  /// Words for a weekend after an ordinal (`the first weekend of June`, `last wkend of July`).
  static let weekendWords: WordSet = ["weekend", "wkend", "week-end"]

  /// Words a glued hyphen splits that the time tables know whole: read as the one word
  /// (`this week-end`, `last week-end in October`; ``TimeCompounds``).
  static let hyphenCompounds: [String: String] = [
    "week-end": "weekend", "week-ends": "weekends",
  ]

  /// Words that make a unit before a glued hyphen an adjective, no time (`the month-long fast`,
  /// `a day-long hike`, `year-round`).
  static let unitAdjectiveEnds: Set<String> = ["long", "round", "old"]

  /// Words that open a relative clause after a lone unit word (`the day that marks …`), and the
  /// prepositions before `which` (`the day on which …`): the clause names the day, no time.
  static let relativeWords: WordSet = ["that", "which", "when", "whose"]
  static let relativePrepositions: WordSet = ["on", "in", "at", "during", "of"]

  /// Words for tonight (`eight tonight`).
  static let tonightWords: WordSet = ["tonight", "tonite"]

  /// Letters glued before a calendar year (`cy18`, `CY2018`).
  static let calendarYearPrefixes: [String] = ["cy"]

  /// Words before `day`/`days` that make business days (`next 4 business days`).
  static let businessDayWords: WordSet = ["business", "working", "work"]

  /// Words joining the two hours of a clock range after a day (`monday 7 to 9am`).
  static let clockRangeWords: WordSet = ["to", "till", "until", "til", "-"]

  /// Words a bare clock's value drops (`at 5pm` → `5pm`).
  static let hourFilterLeads: WordSet = [
    "at", "@", "around", "about", "by", "for", "till", "until",
  ]

  /// Countries whose weeks start on Sunday (CLDR; contract rules 16, 29).
  static let sundayFirstCountries: Set<String> = [
    "US", "CA", "IN", "ZA", "BR", "JP", "IL", "PH", "MX", "KR", "TW", "HK", "SG",
  ]

  /// Countries whose `summer` is not the meteorological one, → the month it starts (decision 29:
  /// in the Philippines, summer is the hot dry season, March–May).
  static let summerStartMonths: [String: Int] = ["PH": 3]

  /// Countries where `mid autumn` is the Mid-Autumn Festival, not the middle of a season.
  static let midAutumnCountries: Set<String> = ["SG", "MY", "PH", "HK", "TW", "CN"]

  /// Southern-hemisphere countries (seasons swapped).
  static let southernCountries: Set<String> = [
    "AU", "NZ", "ZA", "AR", "BR", "CL", "UY", "PY", "ZW", "BW", "NA", "LS",
  ]

  /// Countries that write the month before the day (`7/4/2019` = July 4).
  static let monthFirstCountries: Set<String> = ["US", "PH", "CA", "FM", "MH", "PW"]

  /// Abbreviations for ends of periods (`eod`, `eom`).
  static let endOfAbbreviations: [String: TimeUnit] = [
    "eoy": .year, "eod": .day, "eom": .month, "eow": .week,
  ]

  /// Abbreviations for the beginning of the current unit (`BOM`); `boy` is a word, not one.
  static let startOfAbbreviations: [String: TimeUnit] = ["bom": .month]

  /// Words placing a weekday on a side of a date (`the Sunday before Christmas`).
  static let aroundDateSides: WordSet = ["before", "after"]

  /// Words for the occurrence nearest a date (`the closest Monday to Oct 5th`).
  static let closestWords: Set<String> = ["closest", "nearest"]

  /// Hedges between `of` and the period of a part (`the end of around next week`).
  static let periodHedges: WordSet = ["around", "about", "approximately", "roughly"]

  /// Nouns after `in the` that turn a duration into a counted period (`4 weeks in the future`).
  static let inTheDirection: [String: TimeParser.Relation] = ["future": .next, "past": .last]

  /// Words before the start of a duration laid from it (`for 3 days starting Monday`).
  static let durationStartWords: WordSet = ["starting", "beginning", "from", "commencing"]

  /// Words moving a clock time by a duration, and which way (`15 minutes past 3pm`).
  static let clockOffsetWords: [String: Int] = ["past": 1, "after": 1, "from": 1, "before": -1]

  /// Words joining an open start to an open end (`after 2pm but before 5pm`); `and` keeps two
  /// values (`after 2016 and before 2018`, contract rule 4).
  static let boundJoiners: WordSet = ["but"]

  /// The plain calendar units.
  static let basicUnits: WordSet = ["day", "week", "month", "year"]

  /// Words after `the week` that introduce its start (`the week of`, `the week beginning`).
  static let weekOfStarters: WordSet = ["of", "beginning", "starting", "commencing", "from"]

  /// Joiners of two days after a month (`Feb between 2-7`).
  static let dayRangeJoiners: WordSet = ["and", "-", "to"]

  /// Words joining the two ends of a range.
  static let rangeJoiners: Set<String> = [
    "to", "till", "til", "until", "through", "thru", "-", "~", "and", "into",
  ]

  /// Words naming the start of a period (`the beginning of`).
  static let startPointWords: Set<String> = ["beginning", "start"]

  /// Hour words in short durations (`half an hour`, `1/2 h`).
  static let hourWords: WordSet = ["hour", "hours", "h", "hr"]

  static let relationWords: Set<String> = [
    "this", "current", "present", "last", "previous", "prior", "preceding", "past", "next",
    "following", "coming",
    "upcoming",
  ]
  /// Count words that are not numbers (`a few days`, `a couple of weeks`, `several years`).
  static let countWords: Set<String> = ["a", "an", "couple", "few", "several", "pair", "half"]

  /// Words (besides month names) that can start a stretch that is not a date: `the day`,
  /// `for the year`, `version 1.1.30`.
  static let notDateStarts: Set<String> = ["the", "for", "version", "ver", "v", "release"]

  /// Words that start a deictic day (`today`, `the day after tomorrow`, `right now`).
  static let deicticStarts: Set<String> = Set(deicticDays.keys).union(["day", "right"])
  static let partStarts: Set<String> = Set([
    "at", "early", "mid", "late", "beginning", "start", "middle", "end",
  ]).union(endOfAbbreviations.keys).union(startOfAbbreviations.keys)
  static let restStarts: Set<String> = ["earlier", "later", "rest", "remaining", "remainder"]
  static let countedStarts: Set<String> = ["within", "during", "over", "for", "upcoming"]
  static let dayPartStarts: Set<String> = [
    "tonight", "tonite", "this", "last", "yesterday", "next", "following",
  ]
  static let currentStarts: Set<String> = [
    "at", "year", "month", "ytd", "atm", "asap", "as", "that", "my", "same", "day", "week",
    "weekend", "fortnight",
  ]
  /// Words that only lead into a time (prepositions, determiners, hedges): a rule starting at one of
  /// them needs a time word among the next three tokens.
  static let functionWords: Set<String> = [
    "in", "on", "at", "during", "from", "of", "for", "around", "about", "circa", "approximately",
    "like",
    "roughly", "sometime", "some", "throughout", "over", "within", "ca", "approx", "maybe", "the",
    "a", "an",
    "by", "to", "as", "no", "not", "up", "my", "that", "same", "after", "before", "since", "until",
    "till",
    "til", "between", "btw", "prior", "earlier", "later", "sooner", "ending", "starting",
    "beginning",
    "commencing", "greater", "newer", "more", "less", "anytime", "this", "last", "next", "past",
    "current",
    "present", "coming", "upcoming", "following", "previous", "end", "start", "middle", "early",
    "late", "mid",
    "half", "quarter",
  ]
  /// Words that join function words in bound phrases (`after or equal to`, `later than or in`).
  static let connectors: Set<String> = [
    "or", "and", "than", "equal", "equals", "with", "working", "work", "business", "-",
  ]
  /// Nouns that complete a time after a function word (`at the moment`, `at this time`).
  static let timeNouns: Set<String> = [
    "moment", "time", "minute", "present", "soon", "date", "eod", "eom", "eoy", "weekday",
  ]
  /// Words a clock time can start with besides numbers.
  static let clockStarts: Set<String> = ["noon", "midday", "midnight", "half", "quarter", "a"]
}
