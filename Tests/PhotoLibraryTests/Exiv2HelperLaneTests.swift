import Foundation
import Testing

@testable import PhotoLibrary

/// Several requests in flight per exiv2 helper (issue 10): each answer goes to its own file, and
/// a helper that crashes or hangs on one file fails that file only.
@Suite struct Exiv2HelperLaneTests {
  /// A helper script running `loop` over and over: `request` prints the next request's path
  /// (nothing at the end of the input), `answer PATH` answers it with the metadata
  /// `Xmp.dc.title = path` (native little-endian header, as the real helper writes it).
  static func helper(_ loop: String, in folder: String) throws -> String {
    try Exiv2ReaderPoolTests.script(
      #"""
      request() { n=$(dd bs=1 count=4 2>/dev/null | od -An -tu4 | tr -d ' '); [ -n "$n" ] || return
        dd bs=1 count="$n" 2>/dev/null; }
      answer() { l=$((13 + ${#1})); lo=$(printf %03o $((l & 255))); hi=$(printf %03o $((l >> 8)))
        printf '%b' '\0001\0000\0000\0000\0'"$lo"'\0'"$hi"'\0000\0000'; printf 'Xmp.dc.title\t%s' "$1"; }
      while :; do
      \#(loop)
      done
      """#, in: folder)
  }

  static func title(_ result: Result<RawMetadata, MetadataReadError>?) -> String? {
    (try? result?.get())?.first("Xmp.dc.title")
  }

  @Test func twoRequestsAreInFlightBeforeTheFirstAnswer() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    // Answers only once it holds two requests: a lane with one request in flight would wait
    // for the first answer until its time bound.
    let script = try Self.helper(
      #"a=$(request); [ -n "$a" ] || exit 0; b=$(request); answer "$a"; [ -n "$b" ] && answer "$b""#,
      in: root)
    let lane = Exiv2HelperLane(
      pool: Exiv2ReaderPool(executable: script, timeLimit: 20), helper: nil)
    for name in ["one", "two", "three", "four"] { lane.submit(root + "/" + name) }
    // Asked for out of order: each answer still goes to its own file.
    #expect(Self.title(lane.result(for: root + "/two")) == root + "/two")
    #expect(Self.title(lane.result(for: root + "/one")) == root + "/one")
    #expect(Self.title(lane.result(for: root + "/three")) == root + "/three")
    #expect(Self.title(lane.result(for: root + "/four")) == root + "/four")
    let helper = lane.close()
    #expect(helper != nil)  // nothing in flight: the helper is given back
    helper?.finish()
  }

  @Test func aHelperThatCrashesOrHangsFailsOnlyItsOwnFile() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let script = try Self.helper(
      """
      p=$(request); [ -n "$p" ] || exit 0
      case "$p" in *crash*) kill -SEGV $$ ;; *hang*) exec sleep 30 ;; esac
      answer "$p"
      """, in: root)
    let lane = Exiv2HelperLane(
      pool: Exiv2ReaderPool(executable: script, timeLimit: 1), helper: nil)
    let names = ["a", "crash", "b", "hang", "c"]
    for name in names { lane.submit(root + "/" + name) }
    #expect(Self.title(lane.result(for: root + "/a")) == root + "/a")
    #expect(
      lane.result(for: root + "/crash")
        == .failure(MetadataReadError("the metadata reader crashed (signal 11) on this file")))
    #expect(Self.title(lane.result(for: root + "/b")) == root + "/b")
    #expect(
      lane.result(for: root + "/hang")
        == .failure(MetadataReadError("reading took longer than 1 s (reader killed)")))
    #expect(Self.title(lane.result(for: root + "/c")) == root + "/c")
  }

  @Test func aLaneClosedWithRequestsInFlightEndsItsHelper() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let script = try Self.helper(#"p=$(request); [ -n "$p" ] || exit 0; answer "$p""#, in: root)
    let lane = Exiv2HelperLane(
      pool: Exiv2ReaderPool(executable: script, timeLimit: 20), helper: nil)
    lane.submit(root + "/a")
    lane.submit(root + "/b")
    #expect(Self.title(lane.result(for: root + "/a")) == root + "/a")
    #expect(lane.close() == nil)  // "b" unread: its helper is killed, not given back
  }
}
