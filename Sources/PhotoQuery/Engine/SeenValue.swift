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

/// The values a reading has taken, by ``SeenValue``: a short list searched in order (a reading has
/// a handful of values, and a set costs an allocation and a hash of every word), a set once the
/// list is long (long texts stay linear).
struct SeenValues {
  private var few: [SeenValue] = []
  private var many: Set<SeenValue>? = nil
  /// The most values kept in the list before the set takes over.
  private static let fewLimit = 16

  /// Adds `value`; false when it was there already.
  mutating func insert(_ value: SeenValue) -> Bool {
    if many != nil { return many!.insert(value).inserted }
    if few.contains(value) { return false }
    if few.count < Self.fewLimit {
      few.append(value)
    } else {
      many = Set(few)
      many!.insert(value)
      few = []
    }
    return true
  }
}
