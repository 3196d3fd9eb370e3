import Dispatch
import Foundation
import Synchronization
import Testing

@testable import PhotoLibrary

/// Issue 10, both cores busy: the reader threads go on from one batch into the next without
/// waiting for the writer to take the batch before, and the last batches are small.
@Suite struct ReadQueueTests {
  @Test func theNextBatchIsReadBeforeTheOneBeforeItIsTaken() {
    let queue = ReadQueue(workers: 2, timeLimit: 60) { ReadingFixtures.reading($0) }
    queue.add(["a", "b", "c"].map(ReadingFixtures.file))
    queue.add(["d", "e"].map(ReadingFixtures.file))
    // Nobody has asked for batch 0 yet: batch 1 is read all the same.
    #expect(queue.outcome(of: 1).readings.map(\.file.relativePath) == ["d", "e"])
    #expect(queue.outcome(of: 0).readings.map(\.file.relativePath) == ["a", "b", "c"])
    queue.add(["f"].map(ReadingFixtures.file))  // added after the threads went idle: they go on
    #expect(queue.outcome(of: 2).readings.map(\.file.relativePath) == ["f"])
    queue.end()
  }

  @Test func oneThreadReadsOnAcrossBatchesAskingForEachFileAhead() {
    let events = Mutex<[String]>([])
    // Both batches are there before the thread claims its second file: it asks for the first
    // file of batch 1 ahead while it reads the last one of batch 0.
    let gate = DispatchSemaphore(value: 0)
    let gated = ReadQueue(
      workers: 1, timeLimit: 60,
      reader: { file in
        if file.relativePath == "a" { gate.wait() }
        events.withLock { $0.append("read \(file.relativePath)") }
        return ReadingFixtures.reading(file)
      },
      readAhead: { file in events.withLock { $0.append("ahead \(file.relativePath)") } },
      threadEnded: { events.withLock { $0.append("ended") } })
    gated.add(["a", "b"].map(ReadingFixtures.file))
    gated.add(["c"].map(ReadingFixtures.file))
    gate.signal()
    #expect(gated.outcome(of: 0).readings.count == 2)
    #expect(gated.outcome(of: 1).readings.count == 1)
    gated.end()
    #expect(
      events.withLock { $0 } == ["ahead b", "read a", "ahead c", "read b", "read c", "ended"])
  }

  @Test func aFileOverdueInTheNextBatchStopsTheQueue() {
    let release = DispatchSemaphore(value: 0)
    defer { release.signal() }
    let queue = ReadQueue(workers: 1, timeLimit: 0.3) { file in
      if file.relativePath == "hang" { _ = release.wait(timeout: .now() + 60) }
      return ReadingFixtures.reading(file)
    }
    queue.add(["a"].map(ReadingFixtures.file))
    queue.add(["hang", "z"].map(ReadingFixtures.file))
    #expect(queue.outcome(of: 0).readings.map(\.file.relativePath) == ["a"])
    let started = Date()
    let second = queue.outcome(of: 1)
    #expect(Date().timeIntervalSince(started) < 10)
    #expect(second.overdue.map(\.relativePath) == ["hang"])
    #expect(second.readings.map(\.file.relativePath) == ["hang"])  // z is left for the next run
    #expect(second.readings.first?.error?.contains("took longer than 0.3 s") == true)
    #expect(queue.isStopped)
    queue.end()  // does not wait for the stuck thread
  }

  @Test func theLastBatchesHalveDownToASixteenth() {
    let files = (0..<331).map { ReadingFixtures.file(String(format: "f%04d", $0)) }
    let cut = Indexer.batches(of: files, size: 256)
    #expect(cut.map(\.count) == [91, 128, 64, 32, 16])
    #expect(cut.flatMap { $0 }.map(\.relativePath) == files.map(\.relativePath))
    let many = (0..<2000).map { ReadingFixtures.file(String(format: "f%04d", $0)) }
    #expect(
      Indexer.batches(of: many, size: 256).map(\.count)
        == [224, 256, 256, 256, 256, 256, 256, 128, 64, 32, 16])
    #expect(Indexer.batches(of: Array(files.prefix(3)), size: 1).map(\.count) == [1, 1, 1])
    #expect(Indexer.batches(of: Array(files.prefix(10)), size: 256).map(\.count) == [10])
    #expect(Indexer.batches(of: [], size: 256).isEmpty)
  }
}
