/// Per-parse memo of rule results by token position. Lives for one `matches(in:context:)` call and
/// one thread; a parse that changes direction (anchors resolved forward) gets its own.
///
/// A position holds four small indices, one per rule family, into lists of the results found;
/// most positions find nothing, so a pass sets up a few integers per token instead of room for
/// every result at every token.
final class ParseMemo {
  /// Where the results of one position are: an index into a list, ``notRead`` or ``nothing``.
  struct Slot {
    var core = ParseMemo.notRead
    var expr = ParseMemo.notRead
    var small = ParseMemo.notRead
    var holiday = ParseMemo.notRead
  }

  /// The family's rules have not been read at the position.
  @inline(__always) static var notRead: Int32 { -1 }
  /// They were read and found nothing.
  @inline(__always) static var nothing: Int32 { -2 }

  /// Not checked for overlapping access at run time: one parse on one thread owns the memo, and
  /// every rule reads and writes it at each position it tries.
  @exclusivity(unchecked) private var slots: [Slot]
  @exclusivity(unchecked) private var parsed: [TimeParser.Parsed] = []
  @exclusivity(unchecked) private var smallNumbers: [SmallNumber] = []
  @exclusivity(unchecked) private var holidays: [(rule: HolidayRule, end: Int)] = []

  init(count: Int) {
    slots = Array(repeating: Slot(), count: count)
  }

  /// The core date at `i` (``TimeParser/coreDate(_:)``): nil when not read yet.
  @inline(__always) func core(at i: Int) -> TimeParser.Parsed?? { kept(slots[i].core, parsed) }
  @inline(__always) func keepCore(_ result: TimeParser.Parsed?, at i: Int) {
    slots[i].core = keep(result, in: &parsed)
  }

  /// The expression at `i` (``TimeParser/expressionCore(_:)``): nil when not read yet.
  @inline(__always) func expression(at i: Int) -> TimeParser.Parsed?? {
    kept(slots[i].expr, parsed)
  }
  @inline(__always) func keepExpression(_ result: TimeParser.Parsed?, at i: Int) {
    slots[i].expr = keep(result, in: &parsed)
  }

  /// The small number at `i` (``TimeParser/smallNumber(_:)``): nil when not read yet.
  @inline(__always) func smallNumber(at i: Int) -> SmallNumber?? {
    kept(slots[i].small, smallNumbers)
  }
  @inline(__always) func keepSmallNumber(_ result: SmallNumber?, at i: Int) {
    slots[i].small = keep(result, in: &smallNumbers)
  }

  /// The holiday name at `i` (``TimeParser/holiday(_:)``): nil when not read yet.
  @inline(__always) func holiday(at i: Int) -> (rule: HolidayRule, end: Int)?? {
    kept(slots[i].holiday, holidays)
  }
  @inline(__always) func keepHoliday(_ result: (rule: HolidayRule, end: Int)?, at i: Int) {
    slots[i].holiday = keep(result, in: &holidays)
  }

  @inline(__always) private func kept<T>(_ index: Int32, _ list: [T]) -> T?? {
    switch index {
    case Self.notRead: return nil
    case Self.nothing: return .some(nil)
    default: return .some(list[Int(index)])
    }
  }

  @inline(__always) private func keep<T>(_ result: T?, in list: inout [T]) -> Int32 {
    guard let result else { return Self.nothing }
    list.append(result)
    return Int32(list.count - 1)
  }
}
