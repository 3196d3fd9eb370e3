import Foundation
import PhotoQuery

/// A photo library search read from typed text, in the shape of UIKit's `PhotoSearchSuggestion`:
/// who / what / where / when values as the person typed them, plus this project's extensions
/// (media kinds, exclusions, the text range covered and the resolved forms of every value).
///
/// There is no public initialiser: only ``PhotoSearchSuggestionEngine`` creates suggestions.
/// It is `Sendable` because every stored property is an immutable `let` of a `Sendable` type;
/// the conformance is restated as `@unchecked` only because the open base class is.
public final class PhotoSearchSuggestion: InputSuggestion, Equatable, Hashable, Codable,
  CustomStringConvertible, @unchecked Sendable
{
  /// People and groups: names, `me`, kinship and roles, pets by name.
  public let whoValues: [String]
  /// Subjects: objects, animals, scenes, activities, undated events.
  public let whatValues: [String]
  /// Named places and personal places.
  public let whereValues: [String]
  /// Time periods.
  public let whenValues: [String]
  /// Media kinds, as canonical names (`videos`, `selfies`, `live photos`, …).
  public let mediaKinds: [String]
  /// What the text excludes.
  public let excluded: Exclusions
  /// The part of the text the suggestion covers, in UTF-16 code units (as `NSRange` counts).
  public let coveredRange: Range<Int>
  /// Each when value's interval and granularity, in the order of ``whenValues``.
  public let whenResolutions: [WhenResolution]
  /// Each where value's ranked places, in the order of ``whereValues``.
  public let whereResolutions: [WhereResolution]
  /// Each who value's known person, in the order of ``whoValues``.
  public let whoResolutions: [WhoResolution]
  /// Each what value's concept, in the order of ``whatValues``.
  public let whatResolutions: [WhatResolution]

  /// Made by the engine from a reading.
  init(reading: QueryReading, timeZone: TimeZone) {
    whoValues = reading.who.map(\.text)
    whatValues = reading.what.map(\.text)
    whereValues = reading.where.map(\.text)
    whenValues = reading.when.map(\.text)
    mediaKinds = reading.mediaKinds
    excluded = Exclusions(
      who: reading.excludedWho.map(\.text), what: reading.excludedWhat.map(\.text),
      where: reading.excludedWhere.map(\.text), when: reading.excludedWhen.map(\.text),
      mediaKinds: reading.excludedMediaKinds)
    coveredRange = reading.coveredUTF16Range
    whenResolutions = reading.when.map { value in
      guard case .time(let time) = value.resolution else {
        return WhenResolution(
          value: value.text, timeZone: timeZone, start: nil, end: nil, granularity: .vague,
          hours: nil)
      }
      return WhenResolution(
        value: value.text, timeZone: timeZone, start: time.start,
        end: time.end,
        granularity: time.granularity, hours: time.hourFilter)
    }
    whereResolutions = reading.where.map { value in
      switch value.resolution {
      case .places(let places):
        return WhereResolution(
          value: value.text, places: places, isPersonal: false, personalPlace: nil)
      case .personalPlace(let place):
        return WhereResolution(
          value: value.text, places: [], isPersonal: true, personalPlace: place)
      default:
        return WhereResolution(value: value.text, places: [], isPersonal: false, personalPlace: nil)
      }
    }
    whoResolutions = reading.who.map { value in
      if case .person(let person) = value.resolution {
        return WhoResolution(value: value.text, knownPerson: person)
      }
      return WhoResolution(value: value.text, knownPerson: nil)
    }
    whatResolutions = reading.what.map { value in
      if case .concept(let concept) = value.resolution {
        return WhatResolution(value: value.text, concept: concept)
      }
      return WhatResolution(value: value.text, concept: nil)
    }
    super.init()
  }

  /// The covered part as a range of `text` (the text the suggestion was made for).
  public func range(in text: String) -> Range<String.Index>? {
    guard coveredRange.lowerBound >= 0, coveredRange.upperBound <= text.utf16.count else {
      return nil
    }
    let lower = text.utf16.index(text.utf16.startIndex, offsetBy: coveredRange.lowerBound)
    let upper = text.utf16.index(lower, offsetBy: coveredRange.count)
    return lower..<upper
  }

  // MARK: Equatable, Hashable

  /// Two suggestions are equal when every value and resolution is.
  public static func == (a: PhotoSearchSuggestion, b: PhotoSearchSuggestion) -> Bool {
    a.whoValues == b.whoValues && a.whatValues == b.whatValues && a.whereValues == b.whereValues
      && a.whenValues == b.whenValues && a.mediaKinds == b.mediaKinds && a.excluded == b.excluded
      && a.coveredRange == b.coveredRange && a.whenResolutions == b.whenResolutions
      && a.whereResolutions == b.whereResolutions && a.whoResolutions == b.whoResolutions
      && a.whatResolutions == b.whatResolutions
  }

  /// Hashes the values (resolutions follow from them).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(whoValues)
    hasher.combine(whatValues)
    hasher.combine(whereValues)
    hasher.combine(whenValues)
    hasher.combine(mediaKinds)
    hasher.combine(excluded)
  }

  // MARK: Codable

  enum CodingKeys: String, CodingKey {
    case whoValues, whatValues, whereValues, whenValues, mediaKinds, excluded, coveredRange
    case whenResolutions, whereResolutions, whoResolutions, whatResolutions
  }

  /// Restores a suggestion that was encoded before (the engine is still the only source of new ones).
  public required init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    whoValues = try c.decode([String].self, forKey: .whoValues)
    whatValues = try c.decode([String].self, forKey: .whatValues)
    whereValues = try c.decode([String].self, forKey: .whereValues)
    whenValues = try c.decode([String].self, forKey: .whenValues)
    mediaKinds = try c.decode([String].self, forKey: .mediaKinds)
    excluded = try c.decode(Exclusions.self, forKey: .excluded)
    coveredRange = try c.decode(Range<Int>.self, forKey: .coveredRange)
    whenResolutions = try c.decode([WhenResolution].self, forKey: .whenResolutions)
    whereResolutions = try c.decode([WhereResolution].self, forKey: .whereResolutions)
    whoResolutions = try c.decode([WhoResolution].self, forKey: .whoResolutions)
    whatResolutions = try c.decode([WhatResolution].self, forKey: .whatResolutions)
    super.init()
  }

  /// Encodes every value and resolution.
  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(whoValues, forKey: .whoValues)
    try c.encode(whatValues, forKey: .whatValues)
    try c.encode(whereValues, forKey: .whereValues)
    try c.encode(whenValues, forKey: .whenValues)
    try c.encode(mediaKinds, forKey: .mediaKinds)
    try c.encode(excluded, forKey: .excluded)
    try c.encode(coveredRange, forKey: .coveredRange)
    try c.encode(whenResolutions, forKey: .whenResolutions)
    try c.encode(whereResolutions, forKey: .whereResolutions)
    try c.encode(whoResolutions, forKey: .whoResolutions)
    try c.encode(whatResolutions, forKey: .whatResolutions)
  }

  // MARK: CustomStringConvertible

  /// `PhotoSearchSuggestion(who: [...], what: [...], where: [...], when: [...], media: [...])`.
  public var description: String {
    var parts = [
      "who: \(whoValues)", "what: \(whatValues)", "where: \(whereValues)", "when: \(whenValues)",
    ]
    if !mediaKinds.isEmpty { parts.append("media: \(mediaKinds)") }
    if !excluded.isEmpty { parts.append("excluded: who \(excluded.who), what \(excluded.what)") }
    return "PhotoSearchSuggestion(\(parts.joined(separator: ", ")))"
  }
}
