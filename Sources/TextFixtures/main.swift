import Foundation
import PhotoText

// `text-fixtures FOLDER [--only screenshot|document|plain] [--limit N]`: writes the standard text
// fixtures (PhotoText's TextFixtureSet) into FOLDER and `words.json` beside them (file name →
// kind and the folded words a perfect reading gives), for the browser test and
// scripts/bench_text.sh.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.isEmpty {
  print(
    """
    usage: text-fixtures FOLDER [--only screenshot|document|plain] [--limit N]
    Writes the rendered text fixtures and FOLDER/words.json.
    """)
  exit(arguments.isEmpty ? 2 : 0)
}
let folder = arguments[0]
var only: String?
var limit = Int.max
var i = 1
while i < arguments.count {
  switch arguments[i] {
  case "--only" where i + 1 < arguments.count:
    only = arguments[i + 1]
    i += 2
  case "--limit" where i + 1 < arguments.count:
    guard let n = Int(arguments[i + 1]), n > 0 else {
      FileHandle.standardError.write(Data("--limit wants a whole number > 0\n".utf8))
      exit(2)
    }
    limit = n
    i += 2
  default:
    FileHandle.standardError.write(Data("unknown option \(arguments[i])\n".utf8))
    exit(2)
  }
}
do {
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  var truth: [String: Any] = [:]
  let chosen = TextFixtureSet.all.filter { only == nil || $0.kind.rawValue == only }.prefix(limit)
  for fixture in chosen {
    try fixture.write(into: folder)
    truth[fixture.name] = ["kind": fixture.kind.rawValue, "words": fixture.words]
  }
  let data = try JSONSerialization.data(withJSONObject: truth, options: [.sortedKeys])
  try data.write(
    to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("words.json")))
  FileHandle.standardError.write(Data("wrote \(chosen.count) fixtures to \(folder)\n".utf8))
} catch {
  FileHandle.standardError.write(Data("text-fixtures: \(error)\n".utf8))
  exit(1)
}
