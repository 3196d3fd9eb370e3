import Foundation

/// The changes seen and not yet indexed, as scopes grouped so that both halves of a move are
/// indexed in one run (its asset then keeps its id): a folder's changes wait until it has been
/// quiet for ``quietPeriod`` (a file being written keeps its folder busy), and a group with a
/// file moved out (IN_MOVED_FROM) waits up to ``pairWait`` for the IN_MOVED_TO of the same
/// cookie, which joins the destination's group to it.
struct PendingChanges {
  /// Changes in scopes linked by moves.
  struct Group {
    var scopes: Set<IndexScope>
    var lastChange: Date
    /// Moves out not yet paired, by cookie, with when they happened.
    var unpaired: [UInt32: Date] = [:]
  }

  /// Seconds a group must be quiet before it is indexed.
  var quietPeriod: Double
  /// Seconds a move out waits for its other half.
  var pairWait: Double
  private(set) var groups: [Group] = []

  init(quietPeriod: Double, pairWait: Double) {
    self.quietPeriod = quietPeriod
    self.pairWait = pairWait
  }

  var isEmpty: Bool { groups.isEmpty }

  /// Records a change in `scope` at `time`; `movedFrom` / `movedTo` give a rename's cookie.
  mutating func note(
    _ scope: IndexScope, at time: Date, movedFrom: UInt32? = nil, movedTo: UInt32? = nil
  ) {
    var index = groups.firstIndex { $0.scopes.contains(scope) }
    if index == nil {
      groups.append(Group(scopes: [scope], lastChange: time))
      index = groups.count - 1
    }
    guard var i = index else { return }
    groups[i].lastChange = time
    if let cookie = movedFrom { groups[i].unpaired[cookie] = time }
    if let cookie = movedTo,
      let other = groups.firstIndex(where: { $0.unpaired[cookie] != nil })
    {
      groups[other].unpaired[cookie] = nil
      if other != i {
        let joined = groups[other]
        groups[i].scopes.formUnion(joined.scopes)
        groups[i].lastChange = max(groups[i].lastChange, joined.lastChange)
        groups[i].unpaired.merge(joined.unpaired) { a, _ in a }
        groups.remove(at: other)
        if other < i { i -= 1 }
      }
    }
  }

  /// Takes the scopes of every group that is ready at `time`.
  mutating func takeReady(at time: Date) -> [IndexScope] {
    var ready: [IndexScope] = []
    groups.removeAll { group in
      let quiet = time.timeIntervalSince(group.lastChange) >= quietPeriod
      let paired = group.unpaired.values.allSatisfy { time.timeIntervalSince($0) >= pairWait }
      guard quiet && paired else { return false }
      ready += group.scopes
      return true
    }
    return ready
  }

  /// Seconds until the next group could be ready (nil: nothing pending).
  func secondsUntilReady(at time: Date) -> Double? {
    groups.map { group in
      let quiet = quietPeriod - time.timeIntervalSince(group.lastChange)
      let pair = group.unpaired.values.map { pairWait - time.timeIntervalSince($0) }.max() ?? 0
      return max(0, quiet, pair)
    }.min()
  }
}
