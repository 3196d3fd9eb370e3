import Synchronization

/// The faces pass (`photosearch faces`): finds and describes the faces of each photo with a
/// ``FaceDetecting`` detector, reads the photo's named face regions, and, per batch, stores the
/// faces and puts the new ones into people incrementally (``IncrementalClustering``): existing
/// clusters are never re-clustered, so names given by hand stay. A region naming a person whose
/// box covers a face names that face's cluster (unless it was named by hand).
public struct FacesPass: AssetAnalysisPass {
  /// What one photo gave: its faces and, for each, the name of the region covering it.
  public struct Output: Sendable {
    /// The faces found.
    public var faces: [DetectedFace]
    /// Per face, the person a named region over it gives, when any.
    public var tagNames: [String?]
    /// Where the time went: the detector's stages and `regions` (reading the named regions).
    public var stageSeconds = StageSeconds()
  }

  /// `faces`.
  public var name: String { "faces" }
  /// The pass's own version with the detector's.
  public var version: Int { 1_000 + detector.version }
  /// Photos and screenshots (videos are not looked at).
  public var mediaKinds: Set<String> { ["photo", "screenshot"] }

  /// The detector.
  public let detector: any FaceDetecting
  /// Clustering settings.
  public let settings: FaceClusteringSettings
  private let cache = ClusterCache()

  /// Creates the pass.
  public init(detector: any FaceDetecting, settings: FaceClusteringSettings = .standard) {
    self.detector = detector
    self.settings = settings
  }

  public func analyze(_ asset: AnalysisAsset) throws -> Output {
    let found = try detector.faces(inImageAt: asset.path)
    let started = ContinuousClock.now
    var regions: [NamedRegion] = []
    if case .success(let raw) = Exiv2Reader.read(path: asset.path) {
      regions = NamedRegion.regions(in: raw, width: found.width, height: found.height)
    }
    var output = Output(
      faces: found.faces, tagNames: found.faces.map { NamedRegion.name(for: $0.box, in: regions) },
      stageSeconds: found.stageSeconds)
    output.stageSeconds.add("regions", (ContinuousClock.now - started).seconds)
    return output
  }

  public func stageSeconds(of output: Output) -> StageSeconds { output.stageSeconds }

  public func store(_ results: [AnalysedAsset<Output>], in db: any LibraryDatabase) throws {
    var fresh: [IncrementalClustering.NewFace] = []
    var tagged = Set<Int64>()
    var assets = Set<Int64>()
    for result in results {
      assets.insert(result.asset.id)
      // Looked at again (a new pass or detector version): its old faces give way.
      try db.run("DELETE FROM face_detections WHERE asset_id = ?", [.integer(result.asset.id)])
      for (face, tag) in zip(result.output.faces, result.output.tagNames) {
        let id = try FaceStore.insert(face, assetID: result.asset.id, tagName: tag, db: db)
        if face.box.size >= settings.minimumSize {
          fresh.append(.init(id: id, asset: result.asset.id, descriptor: face.descriptor))
          if tag != nil { tagged.insert(id) }
        }
      }
    }
    guard !fresh.isEmpty else { return }
    let generation = try FaceStore.generation(db)
    var known = try cache.state.withLock { cached in
      if let c = cached, c.generation == generation { return c }
      return try FaceStore.clusteredFaces(db, minimumSize: settings.minimumSize)
    }
    let placed = IncrementalClustering.place(fresh, among: known, threshold: settings.threshold)
    var clusterOf: [Int64: Int64] = placed.joined
    for group in placed.newGroups {
      let cluster = try FaceStore.newCluster(db)
      for face in group { clusterOf[face.id] = cluster }
    }
    for face in fresh {
      guard let cluster = clusterOf[face.id] else { continue }
      try FaceStore.assign(face: face.id, to: cluster, db: db)
      known.append(id: face.id, asset: face.asset, cluster: cluster, descriptor: face.descriptor)
    }
    let namedByTag = Set(tagged.compactMap { clusterOf[$0] })
    let renamed = try FaceStore.applyTagNames(clusters: namedByTag, db: db)
    assets.formUnion(try FaceStore.assets(ofClusters: renamed, db: db))
    try FaceStore.syncPersonLinks(assets: assets, db: db)
    cache.state.withLock { $0 = known }
  }
}

/// The pass's clustered faces between batches (reloaded when a hand edit changed clusters).
final class ClusterCache: Sendable {
  let state = Mutex<ClusteredFaces?>(nil)
}
