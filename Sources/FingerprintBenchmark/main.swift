import Foundation
import PhotoLibrary

/// `FingerprintBenchmark [--runs N] FOLDER…`: what a content fingerprint costs. For the media
/// files of each folder, the median over N runs (default 5) of: the fingerprint the index stores
/// (size + SHA-256 of the first and last 64 KiB), a whole-content SHA-256, and reading the file
/// as the index does (`AssetReader`, the baseline); per file and as ratios to the baseline.
/// Files are read once first, so every figure is with the files in the page cache.
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

var runs = 5
var folders: [String] = []
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
  let a = arguments.removeFirst()
  if a == "--runs", let n = Int(arguments.first ?? "") {
    runs = max(1, n)
    arguments.removeFirst()
  } else if a.hasPrefix("-") {
    FileHandle.standardError.write(Data("usage: FingerprintBenchmark [--runs N] FOLDER…\n".utf8))
    exit(2)
  } else {
    folders.append(a)
  }
}

/// The median seconds of `runs` runs of `body`.
func median(of runs: Int, _ body: () -> Void) -> Double {
  let times = (0..<runs).map { _ in
    let start = Date()
    body()
    return Date().timeIntervalSince(start)
  }.sorted()
  return times[times.count / 2]
}

for folder in folders {
  let files = FolderScanner(root: Indexer.canonicalPath(folder)).scan().files
  guard !files.isEmpty else {
    say("\(folder): no media files")
    continue
  }
  let bytes = files.reduce(Int64(0)) { $0 + $1.size }
  for f in files { _ = ContentFingerprint.of(path: f.absolutePath, window: 0) }  // warm the cache
  let ends = median(of: runs) { for f in files { _ = ContentFingerprint.of(path: f.absolutePath) } }
  let whole = median(of: runs) {
    for f in files { _ = ContentFingerprint.of(path: f.absolutePath, window: 0) }
  }
  let reading = median(of: runs) { for f in files { _ = AssetReader.read(f, gazetteer: .shared) } }
  func perFile(_ s: Double) -> String {
    String(format: "%.3f ms/file", s * 1000 / Double(files.count))
  }
  say(
    "\(folder): \(files.count) files, \(String(format: "%.1f", Double(bytes) / 1_048_576)) MiB, median of \(runs)"
  )
  say("  read as the index does (baseline): \(perFile(reading))")
  say(
    "  fingerprint, size + both 64 KiB ends: \(perFile(ends)) (\(String(format: "%.3f", ends / reading)) × the read)"
  )
  say(
    "  whole-content SHA-256:               \(perFile(whole)) (\(String(format: "%.3f", whole / reading)) × the read, \(String(format: "%.1f", whole / max(ends, 1e-9))) × the ends)"
  )
}
