/// Says which filter emptied a search: "no photos of Siobhan in 2019; 12 of Siobhan at other
/// times", or "nobody called Beyoncé is known in this library".
public struct EmptyResultExplainer: Sendable {
  /// One part of a query that can be left out to see what it removed.
  struct Part {
    var phrase: String
    var elsewhere: String
    var without: (inout PhotoSearchQuery) -> Void
  }

  /// Creates an explainer.
  public init() {}

  /// The explanation for a query that matched nothing in `store`.
  public func explain(_ query: PhotoSearchQuery, in store: LibraryStore) throws -> String {
    let unknown = query.people.filter { $0.personIDs.isEmpty }.map(\.value)
    if !unknown.isEmpty {
      return "nobody called \(Self.list(unknown, "or")) is known in this library"
    }
    let noun = query.mediaKinds.isEmpty ? "photos" : Self.list(query.mediaKinds.map(\.rawValue), "or")
    let parts = self.parts(of: query)
    let all = parts.map(\.phrase).joined(separator: " ")
    for part in parts where try store.count(Self.only(part, of: query)) == 0 {
      // A filter with no photo at all is the whole story.
      return ["no", noun, part.phrase, "in this library"].filter { !$0.isEmpty }.joined(separator: " ")
    }
    var best: (count: Int, part: Part)?
    for part in parts {
      var rest = query
      part.without(&rest)
      let n = try store.count(rest)
      if n > 0, best == nil || n > best!.count { best = (n, part) }
    }
    guard let best else { return "no \(noun) \(all); no single filter explains it" }
    let others = parts.filter { $0.phrase != best.part.phrase }.map(\.phrase).filter { !$0.isEmpty }
      .joined(separator: " ")
    let restPhrase = [others, best.part.elsewhere].filter { !$0.isEmpty }.joined(separator: " ")
    return "no \(noun) \(all); \(best.count) \(restPhrase)"
  }

  static func only(_ part: Part, of query: PhotoSearchQuery) -> PhotoSearchQuery {
    // Keep what the part's removal takes away: the difference between the query and the rest.
    var rest = query
    part.without(&rest)
    var q = PhotoSearchQuery()
    q.people = query.people.filter { !rest.people.contains($0) }
    q.subjects = query.subjects.filter { !rest.subjects.contains($0) }
    if rest.places.isEmpty { q.places = query.places }
    if rest.times.isEmpty && rest.partsOfDay.isEmpty {
      q.times = query.times
      q.partsOfDay = query.partsOfDay
    }
    if rest.mediaKinds.isEmpty { q.mediaKinds = query.mediaKinds }
    if rest.extras.isEmpty { q.extras = query.extras }
    return q
  }

  func parts(of q: PhotoSearchQuery) -> [Part] {
    var parts: [Part] = []
    for person in q.people {
      let name = person.value
      parts.append(
        Part(phrase: "of \(name)", elsewhere: "without \(name)") { $0.people.removeAll { $0 == person } })
    }
    for subject in q.subjects {
      let prep = q.people.isEmpty && parts.allSatisfy({ !$0.phrase.hasPrefix("of") }) ? "of" : "with"
      parts.append(
        Part(phrase: "\(prep) \(subject.value)", elsewhere: "without \(subject.value)") {
          $0.subjects.removeAll { $0 == subject }
        })
    }
    if !q.places.isEmpty {
      parts.append(
        Part(phrase: "in " + Self.list(q.places.map(\.value), "or"), elsewhere: "elsewhere") {
          $0.places = []
        })
    }
    if !q.times.isEmpty || !q.partsOfDay.isEmpty {
      var phrases = q.times.map { Self.timePhrase($0.value) }
      if !q.partsOfDay.isEmpty && q.times.isEmpty { phrases.append("at that time of day") }
      parts.append(
        Part(phrase: Self.list(phrases, "or"), elsewhere: "at other times") {
          $0.times = []
          $0.partsOfDay = []
        })
    }
    if !q.mediaKinds.isEmpty {
      parts.append(
        Part(phrase: "", elsewhere: "of other kinds") { $0.mediaKinds = [] })
    }
    if !q.extras.isEmpty {
      parts.append(
        Part(phrase: "with those camera, rating or album settings", elsewhere: "without them") {
          $0.extras = SearchExtras()
        })
    }
    return parts
  }

  /// `in 2019`, but `last summer`, `two weeks ago` as they are.
  static func timePhrase(_ value: String) -> String {
    let key = LibraryPeopleDirectory.key(value)
    let bare = ["last", "this", "yesterday", "today", "between", "from", "since", "before", "after", "during"]
    if bare.contains(where: { key.hasPrefix($0) }) || key.hasSuffix("ago") { return value }
    return "in " + value
  }

  static func list(_ items: [String], _ word: String) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(word) " + items.last!
  }
}
