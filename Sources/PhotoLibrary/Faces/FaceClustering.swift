/// How faces become people: only faces of at least ``minimumSize`` pixels are clustered (smaller
/// ones are kept, unassigned); two faces are the same person when their descriptors are closer
/// than ``threshold``. Chosen on `../shared/corpus/faces` (docs/faces.md).
public struct FaceClusteringSettings: Sendable, Hashable {
  /// The shorter side, in full-size pixels, a face needs to be clustered.
  public var minimumSize: Double
  /// The descriptor distance under which two faces count as the same person.
  public var threshold: Float

  /// The measured defaults: 80 px and 0.6 (dlib's same-person distance, the one the corpus
  /// measurement kept identities apart at).
  public static let standard = FaceClusteringSettings(minimumSize: 80, threshold: 0.6)

  /// Creates settings.
  public init(minimumSize: Double, threshold: Float) {
    self.minimumSize = minimumSize
    self.threshold = threshold
  }
}

/// The clustered faces, held in memory while the pass runs so each new face is compared with all
/// of them without reading the store again.
struct ClusteredFaces: Sendable {
  /// Face ids.
  var ids: [Int64] = []
  /// The photo of each face (two faces of one photo are never one person).
  var assets: [Int64] = []
  /// The cluster of each face.
  var clusters: [Int64] = []
  /// Descriptors, one after the other (`dimensions` values each).
  var values: [Float] = []
  let dimensions = 128
  /// The `settings` generation this snapshot was read at (see ``LibraryStore/facesGeneration``).
  var generation: Int64 = 0

  mutating func append(id: Int64, asset: Int64, cluster: Int64, descriptor: FaceDescriptor) {
    guard descriptor.values.count == dimensions else { return }
    ids.append(id)
    assets.append(asset)
    clusters.append(cluster)
    values += descriptor.values
  }

  /// The cluster most of `descriptor`'s near faces belong to (ties: the nearer), when any face is
  /// nearer than `threshold`, leaving out clusters that already hold a face of `asset` (a photo
  /// never shows one person twice); with the nearest distance to it.
  func bestCluster(for descriptor: FaceDescriptor, asset: Int64, threshold: Float) -> (
    cluster: Int64, nearest: Float
  )? {
    guard descriptor.values.count == dimensions else { return nil }
    var votes: [Int64: (count: Int, nearest: Float)] = [:]
    var taken = Set<Int64>()
    values.withUnsafeBufferPointer { all in
      descriptor.values.withUnsafeBufferPointer { d in
        for i in 0..<ids.count {
          let row = UnsafeBufferPointer(rebasing: all[(i * dimensions)..<((i + 1) * dimensions)])
          if assets[i] == asset { taken.insert(clusters[i]) }
          let distance = FaceDescriptor.distance(row, d, count: dimensions)
          if distance < threshold {
            let old = votes[clusters[i]] ?? (0, .infinity)
            votes[clusters[i]] = (old.count + 1, min(old.nearest, distance))
          }
        }
      }
    }
    let best = votes.filter { !taken.contains($0.key) }.max { a, b in
      a.value.count < b.value.count
        || (a.value.count == b.value.count && a.value.nearest > b.value.nearest)
    }
    return best.map { ($0.key, $0.value.nearest) }
  }
}

/// Puts new faces into people without touching the existing ones: a new face joins the cluster
/// most of its near faces are in, the surest faces first (repeated, so a face near one that just
/// joined follows it); the rest are grouped among themselves by chinese whispers into new
/// clusters. Two faces of one photo never end up in one cluster.
enum IncrementalClustering {
  /// One new face to place.
  struct NewFace {
    var id: Int64
    var asset: Int64
    var descriptor: FaceDescriptor
  }

  /// The existing cluster each new face joins (by face id), and groups of new faces that form
  /// new clusters.
  static func place(
    _ faces: [NewFace], among existing: ClusteredFaces, threshold: Float
  ) -> (joined: [Int64: Int64], newGroups: [[NewFace]]) {
    var known = existing
    var joined: [Int64: Int64] = [:]
    var open = faces
    var changed = true
    while changed && !open.isEmpty {
      changed = false
      var still: [NewFace] = []
      let surest = open.map { face in
        (
          face,
          known.bestCluster(for: face.descriptor, asset: face.asset, threshold: threshold)?
            .nearest ?? .infinity
        )
      }.sorted { $0.1 < $1.1 }.map(\.0)
      for face in surest {
        if let best = known.bestCluster(
          for: face.descriptor, asset: face.asset, threshold: threshold)
        {
          joined[face.id] = best.cluster
          known.append(
            id: face.id, asset: face.asset, cluster: best.cluster, descriptor: face.descriptor)
          changed = true
        } else {
          still.append(face)
        }
      }
      open = still
    }
    var edges: [(Int, Int)] = []
    for i in open.indices {
      for j in open.indices where j > i && open[j].asset != open[i].asset {
        if open[i].descriptor.distance(to: open[j].descriptor) < threshold { edges.append((i, j)) }
      }
    }
    let labels = ChineseWhispers.labels(count: open.count, edges: edges)
    var groups: [[NewFace]] = Array(repeating: [], count: (labels.max() ?? -1) + 1)
    for (face, label) in zip(open, labels) { groups[label].append(face) }
    return (joined, groups.flatMap(onePerPhoto))
  }

  /// Splits a group holding two faces of one photo: of each photo's faces the one nearest the
  /// rest of the group stays, the others become groups of their own.
  static func onePerPhoto(_ group: [NewFace]) -> [[NewFace]] {
    guard Set(group.map(\.asset)).count < group.count else { return [group] }
    func spread(_ face: NewFace) -> Float {
      group.reduce(0) { $0 + face.descriptor.distance(to: $1.descriptor) }
    }
    var kept: [Int64: NewFace] = [:]
    var alone: [[NewFace]] = []
    for face in group.sorted(by: { spread($0) < spread($1) }) {
      if kept[face.asset] == nil { kept[face.asset] = face } else { alone.append([face]) }
    }
    return [group.filter { kept[$0.asset]?.id == $0.id }] + alone
  }
}
