import Foundation
import SuggestionSearch
import Synchronization
import Testing

@testable import PhotoLibrary
@testable import PhotoSearch

/// The faces pass over a stand-in detector (faces chosen per file name), so the pass, the
/// runner, clustering, naming, search and export are tested without dlib: see PhotoFacesTests
/// for the real detector.
@Suite struct FacesPassTests {
  /// Faces per file name: (person number, box). Person k's descriptor is the k-th unit vector
  /// plus a small per-face offset, so faces of one person lie within 0.2 of each other and
  /// different people 1.4 apart.
  struct StandInDetector: FaceDetecting {
    var faces: [String: [(person: Int, box: FaceBox)]]
    var failing: [String: String] = [:]
    var version: Int { 1 }

    func faces(inImageAt path: String) throws -> ImageFaces {
      let name = (path as NSString).lastPathComponent
      if let reason = failing[name] { throw AnalysisSkip(reason) }
      let found = (faces[name] ?? []).enumerated().map { i, f in
        var v = [Float](repeating: 0, count: 128)
        v[f.person] = 1
        v[100 + (name.count + i) % 20] = 0.1
        return DetectedFace(box: f.box, score: 1, descriptor: FaceDescriptor(v))
      }
      var stages = StageSeconds()
      stages.add("detect", 0.25)
      return ImageFaces(width: 1000, height: 800, faces: found, stageSeconds: stages)
    }
  }

  static let big = FaceBox(left: 100, top: 100, right: 300, bottom: 300)
  static let small = FaceBox(left: 500, top: 500, right: 540, bottom: 540)

  /// An indexed folder of tiny JPEGs named after `layout`'s keys.
  static func library(
    _ files: [String], regions: [String: [(String, String)]] = [:], name: String = #function,
    engine: TestEngine = .sqlite
  ) throws -> (root: String, store: LibraryStore) {
    let root = try Fixtures.folder(name)
    for f in files { try Fixtures.jpeg(at: root + "/photos/" + f, regions[f] ?? []) }
    let store = try LibraryStore(path: try engine.newLibrary(in: root, name: name))
    _ = try Indexer(store: store, workers: 2).index(folders: [root + "/photos"])
    return (root, store)
  }

  static func run(_ store: LibraryStore, _ detector: StandInDetector, batch: Int = 2) throws
    -> AnalysisSummary
  {
    try AnalysisRunner(
      store: store, pass: FacesPass(detector: detector), workers: 2, batchSize: batch
    )
    .run()
  }

  @Test(arguments: TestEngine.available)
  func facesOfOnePersonFormOneClusterAndSmallFacesStayUnassigned(engine: TestEngine) throws {
    let files = ["a1.jpg", "a2.jpg", "a3.jpg", "b1.jpg", "b2.jpg", "none.jpg"]
    let (root, store) = try Self.library(files, engine: engine)
    defer { Fixtures.remove(root) }
    let detector = StandInDetector(faces: [
      "a1.jpg": [(1, Self.big), (2, Self.small)], "a2.jpg": [(1, Self.big)],
      "a3.jpg": [(1, Self.big)], "b1.jpg": [(2, Self.big)], "b2.jpg": [(2, Self.big)],
    ])
    let summary = try Self.run(store, detector)
    #expect(summary.analysed == 6)
    #expect(summary.skipped.isEmpty)
    let clusters = try store.faceClusters()
    #expect(clusters.map(\.faceCount) == [3, 2])
    #expect(clusters[0].samplePaths.allSatisfy { $0.contains("/a") })
    let records = try store.faceRecords()
    #expect(records.count == 6)
    #expect(records.filter { $0.cluster == nil }.map(\.box) == [Self.small])
    // Nothing is left to do: a second run looks at no photo.
    #expect(try Self.run(store, detector).pending == 0)
    // A new detector version looks at every photo again, replacing (not adding to) its faces.
    struct NextVersion: FaceDetecting {
      var inner: StandInDetector
      var version: Int { 2 }
      func faces(inImageAt path: String) throws -> ImageFaces {
        try inner.faces(inImageAt: path)
      }
    }
    let again = try AnalysisRunner(
      store: store, pass: FacesPass(detector: NextVersion(inner: detector)), workers: 2,
      batchSize: 4
    ).run()
    #expect(again.analysed == 6)
    #expect(try store.faceRecords().count == 6)
  }

  @Test(arguments: TestEngine.available)
  func namingAClusterMakesSearchFindItsPhotosByFaceAndNewPhotosJoinIt(engine: TestEngine) throws {
    let (root, store) = try Self.library(["a1.jpg", "a2.jpg", "b1.jpg"], engine: engine)
    defer { Fixtures.remove(root) }
    var detector = StandInDetector(faces: [
      "a1.jpg": [(1, Self.big)], "a2.jpg": [(1, Self.big)], "b1.jpg": [(2, Self.big)],
      "a3.jpg": [(1, Self.big)],
    ])
    _ = try Self.run(store, detector)
    let cluster = try #require(try store.faceClusters().first { $0.faceCount == 2 })
    #expect(try store.nameCluster(cluster.id, as: "Susan Lee").isEmpty)
    try store.addAlias("Mom", for: "Susan Lee")
    let search = try PhotoLibrarySearch(store: store)
    let page = try search.search(people: ["Mom"], limit: 10)
    #expect(page.matches.map(\.path).sorted() == ["a1.jpg", "a2.jpg"])
    let susan = try #require(try store.person(named: "Susan Lee"))
    #expect(try store.personMatchSources([susan.id]) == ["face"])
    #expect(try store.faceClusters().map(\.faceCount) == [1])  // only the unnamed one is listed

    // A new photo of her: indexed, then the pass puts her face into the named cluster.
    try Fixtures.jpeg(at: root + "/photos/a3.jpg")
    _ = try Indexer(store: store, workers: 2).index(folders: [root + "/photos"])
    detector.faces["a3.jpg"] = [(1, Self.big)]
    #expect(try Self.run(store, detector).analysed == 1)
    let again = try PhotoLibrarySearch(store: store).search(people: ["Susan Lee"], limit: 10)
    #expect(again.matches.map(\.path).sorted() == ["a1.jpg", "a2.jpg", "a3.jpg"])
    let exported = try Fixtures.export(store)
    let faces = try #require(exported["a3.jpg"]?["faces"] as? [[String: Any]])
    #expect(faces.count == 1)
    #expect(faces.first?["box"] as? [Int] == [100, 100, 300, 300])
    #expect(faces.first?["person"] as? String == "Susan Lee")
    #expect(faces.first?["cluster"] as? Int64 == cluster.id)
  }

  /// MWG region over the face at (100…300, 100…300) of a 1000 × 800 image.
  static func region(_ name: String) -> [(String, String)] {
    let item = "Xmp.mwg-rs.Regions/mwg-rs:RegionList[1]"
    return [
      ("Xmp.mwg-rs.Regions", "{struct}"), ("Xmp.mwg-rs.Regions/mwg-rs:RegionList", "{bag}"),
      (item, "{struct}"), (item + "/mwg-rs:Name", name), (item + "/mwg-rs:Type", "Face"),
      (item + "/mwg-rs:Area", "{struct}"), (item + "/mwg-rs:Area/stArea:x", "0.2"),
      (item + "/mwg-rs:Area/stArea:y", "0.25"), (item + "/mwg-rs:Area/stArea:w", "0.2"),
      (item + "/mwg-rs:Area/stArea:h", "0.25"), (item + "/mwg-rs:Area/stArea:unit", "normalized"),
    ]
  }

  @Test(arguments: TestEngine.available)
  func aTaggedFaceNamesItsClusterAndAHandGivenNameWinsWithTheConflictReported(engine: TestEngine)
    throws
  {
    let (root, store) = try Self.library(
      ["t1.jpg", "t2.jpg", "t3.jpg", "u1.jpg", "u2.jpg"],
      regions: ["t1.jpg": Self.region("Zoe Park"), "u1.jpg": Self.region("Ann Bell")],
      engine: engine)
    defer { Fixtures.remove(root) }
    let detector = StandInDetector(faces: [
      "t1.jpg": [(3, Self.big)], "t2.jpg": [(3, Self.big)], "t3.jpg": [(3, Self.big)],
      "u1.jpg": [(4, Self.big)], "u2.jpg": [(4, Self.big)],
    ])
    _ = try Self.run(store, detector, batch: 8)
    let named = try store.faceClusters(includeNamed: true)
    let zoe = try #require(named.first { $0.person == "Zoe Park" })
    #expect(zoe.faceCount == 3)
    #expect(zoe.namedBy == "tag")
    // One tagged photo names the same face in the untagged ones.
    let page = try PhotoLibrarySearch(store: store).search(people: ["Zoe Park"], limit: 10)
    #expect(page.matches.map(\.path).sorted() == ["t1.jpg", "t2.jpg", "t3.jpg"])
    // By hand, the Ann Bell cluster is called someone else: the hand wins, the tag conflicts.
    let ann = try #require(named.first { $0.person == "Ann Bell" })
    #expect(try store.nameCluster(ann.id, as: "Anne Bellamy") == ["Ann Bell"])
    let renamed = try #require(try store.faceClusters(includeNamed: true).first { $0.id == ann.id })
    #expect(renamed.person == "Anne Bellamy")
    #expect(renamed.namedBy == "hand")
  }

  @Test(arguments: TestEngine.available) func mergeSplitRejectAndRemoveChangeWhoSearchFinds(
    engine: TestEngine
  ) throws {
    let (root, store) = try Self.library(["a1.jpg", "a2.jpg", "b1.jpg", "b2.jpg"], engine: engine)
    defer { Fixtures.remove(root) }
    let detector = StandInDetector(faces: [
      "a1.jpg": [(1, Self.big)], "a2.jpg": [(1, Self.big)], "b1.jpg": [(2, Self.big)],
      "b2.jpg": [(2, Self.big)],
    ])
    _ = try Self.run(store, detector)
    let clusters = try store.faceClusters()
    #expect(clusters.count == 2)
    try store.nameCluster(clusters[0].id, as: "Kim Lo")
    try store.mergeClusters(clusters[0].id, clusters[1].id)
    func kim() throws -> [String] {
      try PhotoLibrarySearch(store: store).search(people: ["Kim Lo"], limit: 10).matches
        .map(\.path).sorted()
    }
    #expect(try kim() == ["a1.jpg", "a2.jpg", "b1.jpg", "b2.jpg"])
    let faces = try store.faceRecords(cluster: clusters[0].id)
    let b1 = try #require(faces.first { $0.path.hasSuffix("b1.jpg") })
    let b2 = try #require(faces.first { $0.path.hasSuffix("b2.jpg") })
    let a2 = try #require(faces.first { $0.path.hasSuffix("a2.jpg") })
    let split = try store.splitCluster(clusters[0].id, faces: [b1.id])
    #expect(try kim() == ["a1.jpg", "a2.jpg", "b2.jpg"])
    #expect(try store.faceRecords(cluster: split).map(\.id) == [b1.id])
    try store.rejectFace(b2.id)
    #expect(try kim() == ["a1.jpg", "a2.jpg"])
    try store.removeFace(a2.id)
    #expect(try kim() == ["a1.jpg"])
    #expect(throws: FaceNamingError.noCluster(999_999)) {
      try store.nameCluster(999_999, as: "X")
    }
    #expect(throws: FaceNamingError.faceNotInCluster(face: a2.id, cluster: split)) {
      try store.splitCluster(split, faces: [a2.id])
    }
  }

  @Test func theSummarySaysWhereTheTimeWent() throws {
    let (root, store) = try Self.library(["a1.jpg", "a2.jpg", "bad.jpg"])
    defer { Fixtures.remove(root) }
    let detector = StandInDetector(
      faces: ["a1.jpg": [(1, Self.big)], "a2.jpg": [(2, Self.big)]], failing: ["bad.jpg": "no"])
    let stages = try Self.run(store, detector).stageSeconds
    // The detector's stages of the two analysed photos (not the skipped one), the pass's
    // region reading and the runner's database writes, in the order first seen.
    #expect(stages.names == ["database", "detect", "regions"])
    #expect(stages.seconds["detect"] == 0.5)
    #expect((stages.seconds["database"] ?? 0) > 0)
    #expect(stages.total >= 0.5)
  }

  @Test func stageSecondsAddUpByName() {
    var a = StageSeconds()
    a.add("decode", 1)
    a.add("detect", 2)
    var b = StageSeconds()
    b.add("detect", 0.5)
    b.add("store", 1)
    a.add(b)
    #expect(a.names == ["decode", "detect", "store"])
    #expect(a.seconds == ["decode": 1, "detect": 2.5, "store": 1])
    #expect(a.total == 4.5)
  }

  @Test(arguments: TestEngine.available)
  func unreadablePhotosAreSkippedWithTheirReasonAndNotTriedAgain(engine: TestEngine) throws {
    let (root, store) = try Self.library(["ok.jpg", "bad.jpg"], engine: engine)
    defer { Fixtures.remove(root) }
    let detector = StandInDetector(
      faces: ["ok.jpg": [(1, Self.big)]], failing: ["bad.jpg": "not a known image format"])
    let summary = try Self.run(store, detector)
    #expect(summary.analysed == 1)
    #expect(summary.skipped.map(\.reason) == ["not a known image format"])
    #expect(summary.skipped.first?.path.hasSuffix("/bad.jpg") == true)
    #expect(try Self.run(store, detector).pending == 0)
    #expect(try store.analysisCounts(pass: "faces", version: 1_001) == (2, 1))
  }

  @Test(arguments: TestEngine.available) func assetsInFlightWhenARunDiedAreRetriedAloneThenSkipped(
    engine: TestEngine
  ) throws {
    let (root, store) = try Self.library(["a1.jpg", "a2.jpg", "a3.jpg"], engine: engine)
    defer { Fixtures.remove(root) }
    let detector = StandInDetector(faces: ["a1.jpg": [(1, Self.big)]])
    let pass = FacesPass(detector: detector)
    let all = try store.assetsNeedingAnalysis(
      pass: pass.name, version: pass.version, kinds: pass.mediaKinds)
    // A run listed a1 and a2 as in flight and died; another died again on a2 alone.
    try store.markAnalysing(Array(all.prefix(2)), pass: pass.name, attempts: 0)
    try store.markAnalysing([all[1]], pass: pass.name, attempts: 1)
    let summary = try Self.run(store, detector)
    #expect(summary.analysed == 2)
    #expect(summary.skipped.map(\.reason) == [AnalysisRunner<FacesPass>.crashedReason])
    #expect(summary.skipped.first?.path == all[1].path)
    #expect(try store.assetsInFlight(pass: pass.name).isEmpty)
    #expect(try store.faceRecords().count == 1)
  }

  @Test(arguments: TestEngine.available) func twoFacesOfOnePhotoNeverShareACluster(
    engine: TestEngine
  ) throws {
    let (root, store) = try Self.library(
      ["a1.jpg", "a2.jpg", "pair.jpg", "later.jpg"], engine: engine)
    defer { Fixtures.remove(root) }
    let right = FaceBox(left: 600, top: 100, right: 800, bottom: 300)
    // Two look-alikes in one photo: new among themselves in one batch, and joining an existing
    // cluster in a later one.
    var detector = StandInDetector(faces: [
      "pair.jpg": [(1, Self.big), (1, right)], "a1.jpg": [(1, Self.big)],
      "a2.jpg": [(1, Self.big)],
    ])
    _ = try Self.run(store, detector, batch: 8)
    try Fixtures.jpeg(at: root + "/photos/later2.jpg")
    _ = try Indexer(store: store, workers: 2).index(folders: [root + "/photos"])
    detector.faces["later2.jpg"] = [(1, Self.big), (1, right)]
    _ = try Self.run(store, detector, batch: 8)
    for photo in ["pair.jpg", "later2.jpg"] {
      let clusters = try store.faceRecords().filter { $0.path.hasSuffix("/" + photo) }
        .map(\.cluster)
      #expect(clusters.count == 2)
      #expect(Set(clusters).count == 2, "\(photo): \(clusters)")
    }
  }

  @Test func chineseWhispersSeparatesConnectedGroups() {
    let labels = ChineseWhispers.labels(count: 6, edges: [(0, 1), (1, 2), (0, 2), (3, 4)])
    #expect(labels[0] == labels[1] && labels[1] == labels[2])
    #expect(labels[3] == labels[4])
    #expect(Set([labels[0], labels[3], labels[5]]).count == 3)
  }

  @Test func descriptorsSurviveTheirStoredForm() throws {
    let values: [Float] = (0..<128).map { Float($0) * 0.013 - 0.7 }
    let d = FaceDescriptor(values)
    #expect(FaceDescriptor(encoded: d.encoded) == d)
    #expect(FaceDescriptor(encoded: "not base64!") == nil)
    #expect(Base64.encode(Array("hello".utf8)) == "aGVsbG8=")
  }

  @Test func progressEstimatesTheTimeLeft() {
    let p = AnalysisProgress(pass: "faces", total: 100, done: 25, elapsed: 10)
    #expect(p.rate == 2.5)
    #expect(p.secondsLeft == 30)
    #expect(p.line == "faces: 25/100 (2.5/s), about 30s left")
  }
}
