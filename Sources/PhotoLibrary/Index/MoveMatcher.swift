import Dispatch
import Foundation
import Synchronization

/// Finds the files of a run that are assets moved or renamed (the same content at a new path),
/// so they keep their ids.
///
/// An asset is *vacated* when its file is gone from its path or its path now holds other
/// content. A file to read (new or changed) whose content fingerprint equals a vacated asset's
/// takes that asset, one file per asset, lowest id first. Assets of folders outside the run
/// count too when their file is no longer on disk (a move from a folder not indexed in this
/// run). A file whose twin is still in place is a copy: a second asset.
struct MoveMatcher {
  let store: LibraryStore
  let workers: Int

  /// Computes the fingerprints of the files to read (in place; left to the readers when no
  /// asset could have moved) and returns the relocations.
  func relocations(_ plans: inout [FolderPlan]) throws -> [AssetRelocation] {
    // Nothing to match (a first run): the readers fingerprint the files as they read them,
    // beside the exiv2 helpers, instead of all of them first on their own.
    if plans.allSatisfy({ $0.states.isEmpty }), try !store.hasFingerprintedAssets() { return [] }
    for p in plans.indices {
      plans[p].toRead = fingerprinted(plans[p].toRead)
    }
    var vacated: [String: [(id: Int64, key: String)]] = [:]
    var keep = Set<Int64>()
    for plan in plans {
      // A file whose own row has its content (touched, or a sidecar changed) stays.
      for file in plan.toRead {
        if let state = plan.states[file.relativePath], !state.isError,
          state.fingerprint != nil, state.fingerprint == file.fingerprint
        {
          keep.insert(state.id)
        }
      }
    }
    for plan in plans {
      let changed = plan.toRead.map(\.relativePath)
      for path in plan.gone + changed {
        guard let state = plan.states[path], !state.isError, let fingerprint = state.fingerprint,
          !keep.contains(state.id)
        else { continue }
        vacated[fingerprint, default: []].append((state.id, "\(plan.rootID)/\(path)"))
      }
    }
    for key in vacated.keys { vacated[key]?.sort { $0.id < $1.id } }
    var moves: [AssetRelocation] = []
    var taken = Set<Int64>()
    var unmatched: [(plan: Int, file: ScannedFile)] = []
    for (p, plan) in plans.enumerated() {
      for file in plan.toRead {
        guard let fingerprint = file.fingerprint else { continue }
        if let state = plan.states[file.relativePath], keep.contains(state.id) { continue }
        if let asset = vacated[fingerprint]?.first(where: { !taken.contains($0.id) }) {
          taken.insert(asset.id)
          if asset.key != "\(plan.rootID)/\(file.relativePath)" {
            moves.append(
              AssetRelocation(assetID: asset.id, rootID: plan.rootID, path: file.relativePath))
          }
        } else {
          unmatched.append((p, file))
        }
      }
    }
    moves += try fromOutside(unmatched, plans: plans, taken: &taken)
    return moves
  }

  /// Relocations of assets under folders the run does not cover whose file is gone from disk.
  func fromOutside(
    _ files: [(plan: Int, file: ScannedFile)], plans: [FolderPlan], taken: inout Set<Int64>
  ) throws -> [AssetRelocation] {
    let fingerprints = Set(files.compactMap(\.file.fingerprint))
    guard !fingerprints.isEmpty else { return [] }
    var candidates: [String: [FingerprintedAsset]] = [:]
    let known = Set(plans.flatMap { plan in plan.states.values.map(\.id) })
    for asset in try store.assets(withFingerprints: fingerprints.sorted())
    where !known.contains(asset.id) {
      candidates[asset.fingerprint, default: []].append(asset)
    }
    guard !candidates.isEmpty else { return [] }
    var moves: [AssetRelocation] = []
    for (p, file) in files {
      guard let fingerprint = file.fingerprint else { continue }
      for asset in candidates[fingerprint] ?? [] where !taken.contains(asset.id) {
        let stored = asset.path.isEmpty ? asset.rootPath : asset.rootPath + "/" + asset.path
        guard !FileSystemPath.exists(stored) else { continue }  // still there: a copy
        taken.insert(asset.id)
        moves.append(
          AssetRelocation(assetID: asset.id, rootID: plans[p].rootID, path: file.relativePath))
        break
      }
    }
    return moves
  }

  /// The files with their fingerprints, computed on `workers` threads.
  func fingerprinted(_ files: [ScannedFile]) -> [ScannedFile] {
    guard !files.isEmpty else { return files }
    let results = Mutex([String?](repeating: nil, count: files.count))
    let chunk = max(1, (files.count + workers - 1) / workers)
    DispatchQueue.concurrentPerform(iterations: (files.count + chunk - 1) / chunk) { c in
      for i in (c * chunk)..<min(files.count, (c + 1) * chunk) {
        let fingerprint = files[i].fingerprint ?? ContentFingerprint.of(path: files[i].absolutePath)
        results.withLock { $0[i] = fingerprint }
      }
    }
    let fingerprints = results.withLock { $0 }
    return zip(files, fingerprints).map { file, fingerprint in
      var f = file
      f.fingerprint = fingerprint
      return f
    }
  }
}
