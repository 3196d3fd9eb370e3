/// What a proposed span of text is.
public enum SpanKind: String, Sendable, Hashable, Codable {
  /// A person or group (`whoValues`).
  case who
  /// A subject (`whatValues`).
  case what
  /// A named or personal place (`whereValues`).
  case `where`
  /// A time period (`whenValues`).
  case when
  /// A media kind (`mediaKinds`, canonical names).
  case media
  /// A generic cue word (`photos`, `pics`): not a value, but it makes the text about photos.
  case cue
  /// An exclusion word (`without`, `except`): what follows is excluded.
  case exclusion
}
