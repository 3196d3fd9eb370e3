import Foundation
import PhotoPlaces
import PhotoQuery

extension PhotoSearchSuggestion {
  /// What one when value resolves to.
  public struct WhenResolution: Sendable, Hashable, Codable {
    /// The when value as typed.
    public let value: String
    /// The time zone the local bounds are read in.
    public let timeZone: TimeZone
    /// Inclusive local start, when known.
    public let start: LocalDateTime?
    /// Exclusive local end, when known.
    public let end: LocalDateTime?
    /// How coarse the period is.
    public let granularity: TimeGranularity
    /// The local hours a part of the day or a clock time filters on, when any.
    public let hours: HourRange?

    /// The absolute interval in ``timeZone``, when both ends are known (computed on use: turning
    /// wall-clock times into instants needs the calendar, which the keystroke path avoids).
    public var dateInterval: DateInterval? {
      TimeResolution(start: start, end: end, granularity: granularity, hourFilter: hours)
        .dateInterval(in: timeZone)
    }
  }

  /// What one where value resolves to.
  public struct WhereResolution: Sendable, Hashable, Codable {
    /// The where value as typed.
    public let value: String
    /// Gazetteer places, most probable first (empty for personal places and unknown names).
    public let places: [Place]
    /// Whether it is a personal place (`home`, `our cabin`, `Nana's house`).
    public let isPersonal: Bool
    /// The library's entry for a personal place, when it has one.
    public let personalPlace: LibraryKnowledge.PersonalPlace?
  }

  /// What one who value resolves to.
  public struct WhoResolution: Sendable, Hashable, Codable {
    /// The who value as typed.
    public let value: String
    /// The person the library knows by this name, alias or as the owner, when one matches.
    public let knownPerson: LibraryKnowledge.Person?
  }

  /// What one what value resolves to.
  public struct WhatResolution: Sendable, Hashable, Codable {
    /// The what value as typed.
    public let value: String
    /// The subject vocabulary's concept, when one matches.
    public let concept: SubjectConcept?
  }

  /// People and subjects the text excludes (`without John`, `but not the temples`).
  public struct Exclusions: Sendable, Hashable, Codable {
    /// Excluded people.
    public let who: [String]
    /// Excluded subjects.
    public let what: [String]
    /// Excluded places (`except the ones from Hawaii`).
    public let `where`: [String]
    /// Excluded times (`except the ones from 2019`).
    public let when: [String]
    /// Excluded media kinds, canonical names (`but no selfies` → `selfies`).
    public let mediaKinds: [String]
    /// Whether nothing is excluded.
    public var isEmpty: Bool {
      who.isEmpty && what.isEmpty && self.where.isEmpty && when.isEmpty && mediaKinds.isEmpty
    }

    /// Creates exclusions.
    public init(
      who: [String], what: [String], where: [String], when: [String], mediaKinds: [String] = []
    ) {
      self.who = who
      self.what = what
      self.where = `where`
      self.when = when
      self.mediaKinds = mediaKinds
    }

    enum CodingKeys: String, CodingKey {
      case who, what, `where`, when
      case mediaKinds = "media"
    }

    /// Decodes exclusions; `media` may be absent (suggestions encoded before it existed).
    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      who = try c.decode([String].self, forKey: .who)
      what = try c.decode([String].self, forKey: .what)
      self.where = try c.decode([String].self, forKey: .where)
      when = try c.decode([String].self, forKey: .when)
      mediaKinds = try c.decodeIfPresent([String].self, forKey: .mediaKinds) ?? []
    }
  }
}
