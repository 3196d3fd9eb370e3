/// The key that de-duplicates the values of a reading: which list a value goes to and its folded
/// words. Two values are the same when their folded words are (`Mom` and `mom`), the words
/// compared one by one, with no joined phrase built per value (tokens never hold spaces, so this is
/// the same test as comparing the words joined by single spaces).
struct SeenValue: Hashable {
  /// The lists of a reading.
  enum List: UInt8, Hashable {
    case who, what, `where`, when, excludedWho, excludedWhat, excludedWhere, excludedWhen
  }

  /// The list the value goes to.
  let list: List
  /// The folded words of the value.
  let words: ArraySlice<String>
}
