/// How a picking session ended.
public enum PickerOutcome: Sendable, Hashable {
  /// The person chose these assets (identifiers, in selection order) and pressed Add.
  case picked([String])
  /// The person cancelled.
  case cancelled
}
