/// A group of faces taken to be one person, as `photosearch people clusters` lists it.
public struct FaceCluster: Sendable, Equatable, Codable {
  /// The cluster's id (what `people name CLUSTER …` takes).
  public var id: Int64
  /// The person's name, when the cluster is named.
  public var person: String?
  /// `hand` (named with `people name`) or `tag` (named by a face region of a file), when named.
  public var namedBy: String?
  /// Faces in it.
  public var faceCount: Int
  /// Photos with one of its faces.
  public var photoCount: Int
  /// A few of those photos' paths.
  public var samplePaths: [String]
  /// The face ids, largest faces first (at most 20).
  public var sampleFaces: [Int64]
  /// Names face regions over its faces give that differ from the name given by hand.
  public var conflicts: [String]
}

/// One stored face, as `people faces CLUSTER` and the export show it.
public struct FaceRecord: Sendable, Equatable, Codable {
  /// The face's id (what `people remove|reject|split` take).
  public var id: Int64
  /// The photo's id.
  public var assetID: Int64
  /// The photo's absolute path.
  public var path: String
  /// Where the face is, in pixels after orientation.
  public var box: FaceBox
  /// Its cluster, when clustered.
  public var cluster: Int64?
  /// Its person, when the cluster is named.
  public var person: String?
  /// The name of a face region over it, when any.
  public var tagName: String?
}

/// Mistakes in naming commands.
public enum FaceNamingError: Error, CustomStringConvertible, Equatable {
  /// No cluster has this id.
  case noCluster(Int64)
  /// No face has this id.
  case noFace(Int64)
  /// A face given to `split` is not in the cluster.
  case faceNotInCluster(face: Int64, cluster: Int64)
  /// The library has no face tables (a read-only library from before schema 5).
  case noFaces

  /// A readable description.
  public var description: String {
    switch self {
    case .noCluster(let id): return "no face cluster \(id) (see `photosearch people clusters`)"
    case .noFace(let id): return "no face \(id) (see `photosearch people faces CLUSTER`)"
    case .faceNotInCluster(let f, let c): return "face \(f) is not in cluster \(c)"
    case .noFaces: return "this library has no faces yet: run `photosearch faces`"
    }
  }
}
