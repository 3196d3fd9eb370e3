import Foundation

/// The changes seen and not yet indexed, as scopes, so that both halves of a move are indexed
/// in one run (its asset then keeps its id). Changes wait until every changed folder has been
/// quiet for ``quietPeriod`` (a file being written keeps its folder busy), and while a file
/// moved out (IN_MOVED_FROM) has waited less than ``pairWait`` for the IN_MOVED_TO of the same
/// cookie; then all are indexed together. Under changes that never pause, a group that has
/// waited ``longestWait`` goes alone once it is quiet itself: the two folders of a move are
/// one group (joined by the cookie), so they still go together.
struct PendingChanges {
  /// Changes in scopes linked by moves.
  struct Group {
    var scopes: Set<IndexScope>
    var firstChange: Date
    var lastChange: Date
    /// Moves out not yet paired, by cookie, with when they happened.
    var unpaired: [UInt32: Date] = [:]
  }

  /// Seconds a group must be quiet before it is indexed.
  var quietPeriod: Double
  /// Seconds a move out waits for its other half.
  var pairWait: Double
  /// Seconds a group waits for the other folders to be quiet too.
  var longestWait: Double
  private(set) var groups: [Group] = []

  init(quietPeriod: Double, pairWait: Double, longestWait: Double = 2) {
    self.quietPeriod = quietPeriod
    self.pairWait = pairWait
    self.longestWait = longestWait
  }

  var isEmpty: Bool { groups.isEmpty }

  /// Records a change in `scope` at `time`; `movedFrom` / `movedTo` give a rename's cookie.
  mutating func note(
    _ scope: IndexScope, at time: Date, movedFrom: UInt32? = nil, movedTo: UInt32? = nil
  ) {
    var index = groups.firstIndex { $0.scopes.contains(scope) }
    if index == nil {
      groups.append(Group(scopes: [scope], firstChange: time, lastChange: time))
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
        groups[i].firstChange = min(groups[i].firstChange, joined.firstChange)
        groups[i].unpaired.merge(joined.unpaired) { a, _ in a }
        groups.remove(at: other)
        if other < i { i -= 1 }
      }
    }
  }

  /// Takes the scopes that are ready at `time`: all when every group is, else the groups that
  /// have waited ``longestWait`` and are ready themselves.
  mutating func takeReady(at time: Date) -> [IndexScope] {
    func settled(_ group: Group) -> Bool {
      time.timeIntervalSince(group.lastChange) >= quietPeriod
        && group.unpaired.values.allSatisfy { time.timeIntervalSince($0) >= pairWait }
    }
    let everyone = groups.allSatisfy(settled)
    var ready: [IndexScope] = []
    groups.removeAll { group in
      guard settled(group),
        everyone || time.timeIntervalSince(group.firstChange) >= longestWait
      else { return false }
      ready += group.scopes
      return true
    }
    return ready
  }

  /// Seconds until the next group could be settled (nil: nothing pending).
  func secondsUntilReady(at time: Date) -> Double? {
    groups.map { group in
      let quiet = quietPeriod - time.timeIntervalSince(group.lastChange)
      let pair = group.unpaired.values.map { pairWait - time.timeIntervalSince($0) }.max() ?? 0
      return max(0, quiet, pair)
    }.min()
  }
}
