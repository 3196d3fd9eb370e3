import Foundation

/// What a completion names: the kind of value it would make in a search.
public enum CompletionKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// A person: a name, an alias, or `me`.
  case who
  /// Something a photo shows: a keyword.
  case what
  /// A place in the library.
  case `where`
  /// A time word or holiday of the language.
  case when
  /// An album.
  case album
}

/// One completion of the word being typed: the text to put in, what it is, which part of the
/// typed text it replaces and how many photos it would find.
public struct Completion: Sendable, Hashable {
  /// The text to insert, e.g. `Barcelona`.
  public var text: String
  /// What it names.
  public var kind: CompletionKind
  /// The replaced part of the typed text in UTF-16 code units, as `NSRange` and
  /// `UITextInput` count them: `location` is where the typed word starts, `length` runs to the
  /// cursor.
  public var range: NSRange
  /// How many photos it would find in the library; nil for time words (not counted).
  public var count: Int?

  /// Creates a completion.
  public init(text: String, kind: CompletionKind, range: NSRange, count: Int?) {
    self.text = text
    self.kind = kind
    self.range = range
    self.count = count
  }

  /// The UTF-16 offset where the replaced text starts.
  public var start: Int { range.location }
  /// The UTF-16 offset just past the replaced text.
  public var end: Int { range.location + range.length }
}
