import Foundation
import Synchronization
import Testing

@testable import PhotoLibrary

/// A reader thread asks for the file it reads next before it reads the current one (issue 10:
/// the exiv2 helper reads file n+1 while the thread handles file n).
@Suite struct BatchReadAheadTests {
  @Test func eachFileIsAskedForAheadOfTheFileBeforeIt() {
    let events = Mutex<[String]>([])
    var reader = BatchReader(workers: 1, timeLimit: 60) { file in
      events.withLock { $0.append("read \(file.relativePath)") }
      return ReadingFixtures.reading(file)
    }
    reader.readAhead = { file in events.withLock { $0.append("ahead \(file.relativePath)") } }
    reader.threadEnded = { events.withLock { $0.append("ended") } }
    let outcome = reader.read(["a", "b", "c"].map(ReadingFixtures.file))
    #expect(outcome.readings.map(\.file.relativePath) == ["a", "b", "c"])
    #expect(outcome.overdue.isEmpty)
    #expect(
      events.withLock { $0 } == [
        "ahead b", "read a", "ahead c", "read b", "read c", "ended",
      ])
  }

  @Test func everyFileIsReadOnceWithSeveralThreads() {
    let reads = Mutex<[String]>([])
    let aheads = Mutex<[String]>([])
    var reader = BatchReader(workers: 3, timeLimit: 60) { file in
      reads.withLock { $0.append(file.relativePath) }
      return ReadingFixtures.reading(file)
    }
    reader.readAhead = { file in aheads.withLock { $0.append(file.relativePath) } }
    let names = (0..<50).map { "f\($0)" }
    let outcome = reader.read(names.map(ReadingFixtures.file))
    #expect(outcome.readings.map(\.file.relativePath) == names)  // in input order
    #expect(reads.withLock { $0.sorted() } == names.sorted())
    // Each file but the first of each thread that read any (1 to 3) is asked for ahead, once.
    let ahead = aheads.withLock { $0 }
    #expect(Set(ahead).count == ahead.count)
    #expect((names.count - 3)...(names.count - 1) ~= ahead.count)
    #expect(!ahead.contains("f0"))
  }
}
