import PhotoLibrary

/// Says which filter emptied a search: "no photos of Siobhan in 2019; 12 of Siobhan at other
/// times", or "nobody called Beyoncé is known in this library".
public struct EmptyResultExplainer: Sendable {
  /// One group of filters that can be left out to see what it removed.
  enum Part: CaseIterable {
    case people, subjects, places, times, media, extras
  }

  /// Creates an explainer.
  public init() {}

  /// The explanation for a query that matched nothing in `store`.
  public func explain(_ query: PhotoSearchQuery, in store: LibraryStore) throws -> String {
    let unknown = query.people.filter { $0.personIDs.isEmpty }.map(\.value)
    if !unknown.isEmpty {
      return "nobody called \(Self.list(unknown, "or")) is known in this library"
    }
    let parts = Part.allCases.filter { Self.has($0, query) }
    // A filter group with no photo at all is the whole story.
    for part in parts where try store.count(Self.only(part, of: query)) == 0 {
      return "no \(Self.render(Self.only(part, of: query))) in this library"
    }
    var best: (count: Int, part: Part)?
    for part in parts {
      let n = try store.count(Self.without(part, query))
      if n > 0, best == nil || n > best!.count { best = (n, part) }
    }
    guard let best else {
      return "no \(Self.render(query)); each filter alone finds photos, but not together"
    }
    let rest = Self.render(Self.without(best.part, query), noun: "")
    return "no \(Self.render(query)); \(best.count)\(rest) \(Self.elsewhere(best.part, query))"
  }

  static func has(_ part: Part, _ q: PhotoSearchQuery) -> Bool {
    switch part {
    case .people: return !q.people.isEmpty
    case .subjects: return !q.subjects.isEmpty
    case .places: return !q.places.isEmpty
    case .times: return !q.times.isEmpty || !q.partsOfDay.isEmpty
    case .media: return !q.mediaKinds.isEmpty
    case .extras: return !q.extras.isEmpty
    }
  }

  static func without(_ part: Part, _ q: PhotoSearchQuery) -> PhotoSearchQuery {
    var q = q
    switch part {
    case .people: q.people = []
    case .subjects: q.subjects = []
    case .places: q.places = []
    case .times:
      q.times = []
      q.partsOfDay = []
    case .media: q.mediaKinds = []
    case .extras: q.extras = SearchExtras()
    }
    return q
  }

  static func only(_ part: Part, of q: PhotoSearchQuery) -> PhotoSearchQuery {
    var out = PhotoSearchQuery()
    switch part {
    case .people: out.people = q.people
    case .subjects: out.subjects = q.subjects
    case .places: out.places = q.places
    case .times:
      out.times = q.times
      out.partsOfDay = q.partsOfDay
    case .media: out.mediaKinds = q.mediaKinds
    case .extras: out.extras = q.extras
    }
    return out
  }

  static func elsewhere(_ part: Part, _ q: PhotoSearchQuery) -> String {
    switch part {
    case .people: return "without " + list(q.people.map(\.value), "and")
    case .subjects: return "without " + list(q.subjects.map(\.value), "and")
    case .places: return "elsewhere"
    case .times: return "at other times"
    case .media: return "of other kinds"
    case .extras: return "with other camera, rating or album settings"
    }
  }

  /// `photos of Mom and me with beach in Lisbon last summer`; `noun` empty gives the phrase alone
  /// with a leading space.
  static func render(_ q: PhotoSearchQuery, noun: String? = nil) -> String {
    var words: [String] = []
    let kinds = list(q.mediaKinds.map(\.rawValue), "or")
    if let noun { words.append(noun) } else { words.append(kinds.isEmpty ? "photos" : kinds) }
    if !q.people.isEmpty { words.append("of " + list(q.people.map(\.value), "and")) }
    if !q.subjects.isEmpty {
      words.append((q.people.isEmpty ? "of " : "with ") + list(q.subjects.map(\.value), "and"))
    }
    if !q.places.isEmpty { words.append("in " + list(q.places.map(\.value), "or")) }
    if !q.times.isEmpty { words.append(list(q.times.map { timePhrase($0.value) }, "or")) }
    if !q.partsOfDay.isEmpty && q.times.isEmpty { words.append("at that time of day") }
    if !q.extras.isEmpty { words.append("with those camera, rating or album settings") }
    let text = words.filter { !$0.isEmpty }.joined(separator: " ")
    return noun == "" ? (text.isEmpty ? "" : " " + text) : text
  }

  /// `in 2019`, but `last summer`, `two weeks ago` as they are.
  static func timePhrase(_ value: String) -> String {
    let key = LibraryPeopleDirectory.key(value)
    let bare = [
      "last", "this", "yesterday", "today", "between", "from", "since", "before", "after", "during",
    ]
    if bare.contains(where: { key.hasPrefix($0) }) || key.hasSuffix("ago") { return value }
    return "in " + value
  }

  static func list(_ items: [String], _ word: String) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(word) " + items.last!
  }
}
