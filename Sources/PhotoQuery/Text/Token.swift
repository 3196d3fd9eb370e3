/// One token of typed text, with its place in the original string and a folded form for matching.
public struct Token: Sendable, Hashable {
  /// What kind of characters make up a token.
  public enum Kind: Sendable, Hashable {
    /// Letters only (with inner apostrophes or marks), e.g. `Lisbon`, `o'clock`.
    case word
    /// Decimal digits only, e.g. `2019`.
    case number
    /// Digits and letters mixed, e.g. `4th`, `5pm`, `90s`, `2019's`.
    case alphanumeric
    /// One punctuation or symbol character, e.g. `,`, `-`, `/`, `'`, `&`.
    case punctuation
  }

  /// The characters as typed.
  public let surface: String
  /// Lowercased, accent-free form with typographic apostrophes and dashes made plain (`Zürich` → `zurich`).
  public let folded: String
  /// Where the token stands in the original text.
  public let range: Range<String.Index>
  /// The kind of characters.
  public let kind: Kind
  /// Whether whitespace separates this token from the one before it (true for the first token).
  public let spaceBefore: Bool
  /// Whether the surface starts with an uppercase letter.
  public let isCapitalized: Bool

  /// Creates a token; the tokenizer is the usual source of tokens.
  public init(
    surface: String, folded: String, range: Range<String.Index>, kind: Kind, spaceBefore: Bool,
    isCapitalized: Bool
  ) {
    self.surface = surface
    self.folded = folded
    self.range = range
    self.kind = kind
    self.spaceBefore = spaceBefore
    self.isCapitalized = isCapitalized
  }

  /// The numeric value of a `.number` token, when it fits in an `Int`.
  public var integerValue: Int? { kind == .number ? Int(folded) : nil }
}
