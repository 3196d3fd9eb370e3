import Dispatch
import Foundation
import Synchronization
import Testing

@testable import PhotoLibrary

/// Issue 10, defect 3: links are followed once each (device and inode), loops are reported, and
/// a folder with two loops still finishes.
@Suite struct SymlinkLoopTests {
  /// Scans on another thread; nil when the scan does not finish within `seconds`.
  static func scan(_ root: String, within seconds: Int = 20) -> (
    files: [ScannedFile], problems: [FolderScanner.Problem]
  )? {
    let result = Mutex<([ScannedFile], [FolderScanner.Problem])?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread {
      let r = FolderScanner(root: root).scan()
      result.withLock { $0 = (r.files, r.problems) }
      done.signal()
    }.start()
    guard done.wait(timeout: .now() + .seconds(seconds)) == .success else { return nil }
    return result.withLock { $0 }
  }

  @Test func loopsAreWalkedOnceAndReported() throws {
    let root = try Fixtures.folder()
    let outside = try Fixtures.folder("outside")
    defer {
      Fixtures.remove(root)
      Fixtures.remove(outside)
    }
    let fm = FileManager.default
    try Fixtures.jpeg(at: root + "/photo.jpg")
    try Fixtures.jpeg(at: root + "/a/inner.jpg")
    try Fixtures.jpeg(at: root + "/b/c/deep.jpg")
    try Fixtures.jpeg(at: outside + "/far.jpg")
    try fm.createSymbolicLink(atPath: root + "/a/up", withDestinationPath: "..")
    try fm.createSymbolicLink(atPath: root + "/b/c/loop", withDestinationPath: "../../b")
    try fm.createSymbolicLink(atPath: root + "/alias.jpg", withDestinationPath: "photo.jpg")
    try fm.createSymbolicLink(atPath: root + "/elsewhere", withDestinationPath: outside)
    let scanned = try #require(Self.scan(root), "the scan did not finish")
    #expect(
      scanned.files.map(\.relativePath) == [
        "a/inner.jpg", "b/c/deep.jpg", "elsewhere/far.jpg", "photo.jpg",
      ])
    #expect(Set(scanned.problems.map(\.relativePath)) == ["a/up", "b/c/loop"])
    #expect(scanned.problems.allSatisfy { $0.reason.contains("loop") })

    let store = try LibraryStore(path: root + "/.lib/library.sqlite")
    let summary = try Indexer(store: store).index(folders: [root])
    #expect(summary.indexed == 4)
    #expect(Set(summary.skipped.map(\.path)) == ["a/up", "b/c/loop"])
  }

  @Test func aLinkToAFileIsKeptWhenItsTargetIsNotListed() throws {
    let root = try Fixtures.folder()
    let outside = try Fixtures.folder("outsideFile")
    defer {
      Fixtures.remove(root)
      Fixtures.remove(outside)
    }
    try Fixtures.jpeg(at: outside + "/far.jpg")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/one.jpg", withDestinationPath: outside + "/far.jpg")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/two.jpg", withDestinationPath: outside + "/far.jpg")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/gone.jpg", withDestinationPath: outside + "/missing.jpg")
    let scanned = try #require(Self.scan(root))
    #expect(scanned.files.map(\.relativePath) == ["one.jpg"])
    #expect(scanned.problems.map(\.relativePath) == ["gone.jpg"])
  }
}
