import Foundation
import PhotoLibrary
import PhotoQuery
import PhotoSearch
import SuggestionSearch

/// How `photosearch search` shows a query's filters and its matches.
enum SearchDescription {
  /// The understood filters, one line each.
  static func lines(_ q: PhotoSearchQuery) -> [String] {
    var out: [String] = []
    for p in q.people {
      out.append(
        "who:   \(p.value) → \(p.names.isEmpty ? "nobody known" : p.names.joined(separator: " | "))"
      )
    }
    for s in q.subjects {
      let list = s.conceptIDs.isEmpty ? s.terms : s.conceptIDs
      let shown =
        list.prefix(8).joined(separator: ", ")
        + (list.count > 8 ? ", … (\(list.count) concepts)" : "")
      out.append(
        "what:  \(s.value) → \(s.conceptID.map { "concept \($0): " } ?? "words: ")\(shown)")
      if let text = s.text { out.append("       or read text: \(describe(text))") }
    }
    for p in q.places {
      out.append("where: \(p.value) → \(describe(p))")
      if let text = p.text { out.append("       or read text: \(describe(text))") }
    }
    for t in q.times {
      out.append("when:  \(t.value) → [\(t.start?.iso ?? "…"), \(t.end?.iso ?? "…"))")
    }
    for h in q.partsOfDay { out.append("hours: \(h.start):00–\(h.end):00 local") }
    if !q.mediaKinds.isEmpty {
      out.append("media: \(q.mediaKinds.map(\.rawValue).joined(separator: ", "))")
    }
    for p in q.excludedPeople {
      out.append("not:   \(p.value) → \(p.names.joined(separator: " | "))")
    }
    for s in q.excludedSubjects { out.append("not:   \(s.value)") }
    if q.isEmpty { out.append("(no filter: every photo)") }
    return out
  }

  /// `a receipt: total, subtotal, vat, …` or `the words blue otter`.
  static func describe(_ t: TextMatch) -> String {
    guard !t.anyText else { return "any words (\(t.kind ?? "text"))" }
    if !t.words.isEmpty {
      return "the words "
        + t.words.map { $0.prefix(2).joined(separator: "/") }.joined(separator: " and ")
        + (t.misread.isEmpty
          ? "" : " (or read one letter off: " + t.misread.joined(separator: ", ") + ")")
    }
    let shown = t.phrases.prefix(8).joined(separator: ", ") + (t.phrases.count > 8 ? ", …" : "")
    switch t.reason {
    case .document: return "a \(t.kind ?? "document"): \(shown)"
    case .words: return "the words \(shown)"
    }
  }

  static func describe(_ p: PlaceFilter) -> String {
    var parts: [String] = p.areas.map { area in
      switch area {
      case .circle(let la, let lo, let km, _):
        return String(format: "within %.1f km of %.4f,%.4f", km, la, lo)
      case .region(let n, let c): return "region \(n) (\(c))"
      case .country(let c): return "country \(c)"
      case .continent(let n): return "continent \(n)"
      }
    }
    parts.append("location text " + p.names.joined(separator: " | "))
    return parts.joined(separator: "; ")
  }

  /// `time  path  place  people`.
  static func line(_ m: SearchMatch) -> String {
    let time = m.captureTime ?? "(no date)          "
    var line = "\(time)  \(m.path)"
    if let place = m.placeDescription { line += "  — \(place)" }
    if !m.people.isEmpty { line += "  — \(m.people.joined(separator: ", "))" }
    return line
  }

  static func json(_ q: PhotoSearchQuery) -> [String: Any] {
    [
      "who": q.people.map { ["value": $0.value, "people": $0.names] },
      "what": q.subjects.map {
        [
          "value": $0.value, "concept": ($0.conceptID as Any?) ?? NSNull(),
          "concepts": $0.conceptIDs.count,
        ] as [String: Any]
      },
      "where": q.places.map { p in
        var o: [String: Any] = ["value": p.value, "match": describe(p)]
        if let text = p.text { o["text"] = describe(text) }
        return o
      },
      "when": q.times.map {
        [
          "value": $0.value, "start": ($0.start?.iso as Any?) ?? NSNull(),
          "end": ($0.end?.iso as Any?) ?? NSNull(),
        ] as [String: Any]
      },
      "hours": q.partsOfDay.map { [$0.start, $0.end] },
      "media": q.mediaKinds.map(\.rawValue),
      "excluded": ["who": q.excludedPeople.map(\.value), "what": q.excludedSubjects.map(\.value)],
    ]
  }

  static func json(_ m: SearchMatch, text: [StoredTextWord] = []) -> [String: Any] {
    var o: [String: Any] = ["path": m.path, "root": m.rootPath, "kind": m.kind, "people": m.people]
    if !text.isEmpty {
      // The read words the search matched, with their boxes (fractions of the oriented image).
      o["text"] = text.map {
        [
          "word": $0.text, "confidence": ($0.confidence * 10).rounded() / 10,
          "box": [$0.box.left, $0.box.top, $0.box.right, $0.box.bottom],
        ] as [String: Any]
      }
    }
    if let t = m.captureTime { o["time"] = t }
    if let p = m.placeDescription { o["place"] = p }
    if let la = m.latitude, let lo = m.longitude { o["position"] = [la, lo] }
    return o
  }
}
