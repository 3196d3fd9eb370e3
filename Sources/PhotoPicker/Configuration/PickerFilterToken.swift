import Foundation

/// One filter the search understood, shown in the picker as a removable token.
public struct PickerFilterToken: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Which list of the query contract the value belongs to.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A person or group (`whoValues`).
    case who
    /// A subject (`whatValues`).
    case what
    /// A place (`whereValues`).
    case `where`
    /// A time period (`whenValues`).
    case when
    /// A canonical media kind (`mediaKinds`), e.g. `videos`, `selfies`.
    case media
  }

  /// The list the value belongs to.
  public var kind: Kind
  /// The value as the person typed it (media: the canonical kind name).
  public var value: String
  /// True when the value excludes rather than requires (`without John`).
  public var isExcluded: Bool

  /// A token of `kind` with `value`.
  public init(_ kind: Kind, _ value: String, isExcluded: Bool = false) {
    self.kind = kind
    self.value = value
    self.isExcluded = isExcluded
  }

  /// `kind:value` (with a leading `-` when excluded), the form used in the picker's URLs.
  public var description: String { (isExcluded ? "-" : "") + kind.rawValue + ":" + value }

  /// Parses the `kind:value` form of `description`; nil when malformed.
  public init?(parsing text: String) {
    var rest = Substring(text)
    let excluded = rest.hasPrefix("-")
    if excluded { rest = rest.dropFirst() }
    guard let colon = rest.firstIndex(of: ":"),
      let kind = Kind(rawValue: String(rest[..<colon]))
    else { return nil }
    let value = rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    guard !value.isEmpty, value.count <= 200 else { return nil }
    self.init(kind, value, isExcluded: excluded)
  }
}
