import Foundation
import PhotoPlaces

/// A list of given names from many cultures (US SSA and Faker's per-locale lists).
///
/// About 67,000 folded names, each with a commonness and a flag for names that are also common
/// English words. Loaded lazily on first use; safe to share across threads.
public final class GivenNames: Sendable {
  /// The list built from the bundled resources, loaded on first use.
  public static let shared = GivenNames()

  private let index: LazyResource<GivenNameIndex>

  /// Creates the list over the bundled resources (see ``shared``); nothing loads until first use.
  public convenience init() {
    self.init(resourceDirectory: DataResources.directory)
  }

  /// Creates the list from `given_names.tsv` in `resourceDirectory`; a missing directory or file
  /// gives an empty list rather than an error.
  public init(resourceDirectory: URL?) {
    index = LazyResource { GivenNameIndex(directory: resourceDirectory) }
  }

  /// Whether a folded word is a known given name.
  public func contains(_ folded: String) -> Bool {
    guard let packed = index.value.packed(folded) else { return false }
    return packed & GivenNameIndex.onlyFamilyNameBit == 0
  }

  /// Whether a folded word is a known family name (`patel`, `okonkwo`, `murphy`), given name or
  /// not.
  public func isFamilyName(_ folded: String) -> Bool {
    guard let packed = index.value.packed(folded) else { return false }
    return packed & GivenNameIndex.familyNameBit != 0
  }

  /// Whether the name lists of a country (ISO 3166 alpha-2: `NZ`) give the folded word as a given
  /// name (`tama` in New Zealand's): a name of the locale's own people.
  public func isGivenName(_ folded: String, inCountry country: String) -> Bool {
    guard let bit = GivenNameIndex.countryBits[country], let packed = index.value.packed(folded)
    else { return false }
    return packed & bit != 0
  }

  /// How common the name is, 0 (unknown) … 1 (among the most common); used to break ties with
  /// ordinary words (`Rose`, `Summer`, `Paris`).
  public func commonness(_ folded: String) -> Double {
    guard let packed = index.value.packed(folded) else { return 0 }
    return Double(packed & GivenNameIndex.commonnessMask) / 1000
  }

  /// Whether a folded given name is also a common English word (`rose`, `summer`, `will`, `may`,
  /// `june`, `art`), so the language engine should want more evidence (a capital letter, `with`
  /// before it) before reading it as a person.
  public func isCommonWord(_ folded: String) -> Bool {
    guard let packed = index.value.packed(folded) else { return false }
    return packed & GivenNameIndex.commonWordBit != 0
  }

  /// The usual sex of bearers of a name, when one dominates (over three to one in the sources).
  public enum UsualSex: Sendable, Hashable {
    /// Mostly given to girls.
    case female
    /// Mostly given to boys.
    case male
  }

  /// The usual sex of bearers of a folded name, nil when unknown or mixed.
  public func usualSex(_ folded: String) -> UsualSex? {
    guard let packed = index.value.packed(folded) else { return nil }
    if packed & GivenNameIndex.femaleBit != 0 { return .female }
    if packed & GivenNameIndex.maleBit != 0 { return .male }
    return nil
  }

  /// The number of names.
  public var count: Int { index.value.table.count }

  /// Whether the list has been loaded (it loads on first use).
  public var isLoaded: Bool { index.isLoaded }
}
