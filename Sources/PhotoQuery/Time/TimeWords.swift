/// Small word sets used by the rules, built once (array literals in the hot path would allocate).
enum TimeWords {
  static let set1: Set<String> = ["am", "pm", "a", "p"]
  static let set2: Set<String> = ["am", "pm", "a", "p", "-", "o'clock", "oclock"]
  static let set3: Set<String> = ["on", "this", "next", "last"]
  static let set4: Set<String> = [
    "in", "of", "during", "since", "until", "till", "before", "after", "from", "to", "between",
    "and",
    "early", "mid", "late", "last", "this", "next", "by", "through", "or", "previous",
    "coming", "on", "-", "for", "following", "end", "beginning", "start", "middle", "late", "thru",
    "past", "each", "every",
  ]
  static let set5: Set<String> = [
    "", ",", ".", "!", "?", ";", ":", ")", "-", "and", "to", "through", "till", "until", "of",
    "this", "last", "next", "in", "when", "for", "with", "at", "photos", "pictures", "pics",
    "videos", "trip", "vacation", "holiday", "break", "'",
  ]
  static let set6: Set<String> = [
    "people", "students", "stars", "pieces", "times", "percent", "%", "persons", "items", "dollars",
    "coins", "kids", "photos", "pictures", "miles", "km", "nights",
  ]
  static let set7: Set<String> = [
    "", ",", ".", "!", "?", "at", "from", "between", "to", "on", "in", "and", "or", "until", "till",
    "by", ")",
  ]
  static let set8: Set<String> = ["past", "after", "to", "till", "before", "of"]
  static let set9: Set<String> = [
    "at", "around", "approximately", "about", "tonight", "@", "by", "till", "until",
  ]
  static let set10: Set<String> = ["at", "around", "approximately", "about", "@"]
  static let set11: Set<String> = [
    "the", "my", "our", "a", "an", "his", "her", "their", "your", "this",
  ]
  static let set12: Set<String> = [
    "last", "next", "past", "first", "end", "beginning", "start", "middle", "day", "week",
    "weekend", "year", "month",
  ]
  static let set13: Set<String> = ["'", "<", ">", "=", "@", "<=", ">=", "=>", "+"]
  static let set14: Set<String> = [
    "in", "on", "at", "during", "from", "of", "for", "around", "about", "circa", "approximately",
    "like", "roughly", "sometime", "some", "throughout", "over", "within", "ca", "approx", "maybe",
  ]
  static let set15: Set<String> = ["'s", "'", ".", "-", "’s"]
  static let set16: Set<String> = ["may", "mar", "jun", "march", "dec", "jan", "aug"]
  static let set17: Set<String> = ["sun", "sat", "wed", "mon"]
  static let set18: Set<String> = ["st", "nd", "rd", "th"]
  static let set19: Set<String> = ["last", "previous", "past", "prior", "preceding"]
  static let set20: Set<String> = ["next", "following", "coming", "upcoming", "subsequent"]
  static let set21: Set<String> = ["this", "current", "present", "the"]
  static let set22: Set<String> = ["am", "pm", "a", "p"]
  static let set23: Set<String> = ["oh", "o", "zero", "ou"]
  static let set24: Set<String> = [
    "at", "@", "around", "about", "by", "from", "between", "till", "until",
  ]
  static let set25: Set<String> = ["before", "after", "by"]
  static let set26: Set<String> = ["at", "@", "around", ","]
  static let set27: Set<String> = ["at", "@", "around", "about", "by", "for", "till", "until"]
  static let set28: Set<String> = [
    "US", "CA", "IN", "ZA", "BR", "JP", "IL", "PH", "MX", "KR", "TW", "HK",
  ]
  static let set29: Set<String> = [
    "AU", "NZ", "ZA", "AR", "BR", "CL", "UY", "PY", "ZW", "BW", "NA", "LS",
  ]
  static let set30: Set<String> = ["US", "PH", "CA", "FM", "MH", "PW"]
  static let set31: Set<String> = ["eoy", "eod", "eom", "eow"]
  static let set32: Set<String> = ["day", "week", "month", "year"]
  static let set33: Set<String> = ["day", "week", "month", "year"]
  static let set34: Set<String> = ["of", "beginning", "starting", "commencing", "from"]
  static let set35: Set<String> = ["and", "-", "to"]
  static let set36: Set<String> = [
    "to", "till", "til", "until", "through", "thru", "-", "~", "and", "into",
  ]
  static let set37: Set<String> = ["beginning", "start"]
  static let set38: Set<String> = ["hour", "hours", "h", "hr"]

  static let relationWords: Set<String> = [
    "this", "current", "present", "last", "previous", "prior", "preceding", "past", "next",
    "following", "coming",
    "upcoming",
  ]
  static let deicticStarts: Set<String> = [
    "day", "right", "today", "now", "tdy", "otd", "tomorrow", "tmrw", "tmr", "tomorow", "tommorow",
    "tommorrow",
    "tomorrows", "yesterday", "yday", "ystd",
  ]
  static let partStarts: Set<String> = [
    "at", "early", "mid", "late", "beginning", "start", "middle", "end", "eoy", "eod", "eom", "eow",
  ]
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
