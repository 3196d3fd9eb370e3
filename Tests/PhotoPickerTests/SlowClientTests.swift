import Foundation
import Testing

@testable import PhotoPicker
@testable import PhotoPickerFixtures
@testable import PhotoSampleLibrary

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 10, defect 6: slow clients (a request line sent, the headers never finished) cannot
/// lock everyone out.
@Suite(.serialized) struct SlowClientTests {
  /// Connects from `source` (any 127.x.y.z address is local) to 127.0.0.1:`port` and sends
  /// the start of a request; returns the socket, or -1.
  static func slowConnection(port: UInt16, from source: String) -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return -1 }
    var local = sockaddr_in()
    local.sin_family = sa_family_t(AF_INET)
    local.sin_addr.s_addr = inet_addr(source)
    var remote = sockaddr_in()
    remote.sin_family = sa_family_t(AF_INET)
    remote.sin_port = port.bigEndian
    remote.sin_addr.s_addr = inet_addr("127.0.0.1")
    let ok = withUnsafePointer(to: &local) { l in
      withUnsafePointer(to: &remote) { r in
        l.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        } == 0
          && r.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
          } == 0
      }
    }
    guard ok else {
      close(fd)
      return -1
    }
    let start = Array("GET /api/config HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8)
    _ = start.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    return fd
  }

  /// Whether the server closed `fd` within `seconds` (a read returns 0 or an error).
  static func closedByServer(_ fd: Int32, within seconds: Int) -> Bool {
    var timeout = timeval(tv_sec: seconds, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var byte: UInt8 = 0
    return recv(fd, &byte, 1, 0) <= 0 && errno != EAGAIN
  }

  @Test func twoHundredSlowClientsDoNotDelayANormalRequest() throws {
    let received = SlowCounter()
    let server = try HTTPServer { _ in
      received.add()
      return .text(200, "ok")
    }
    defer { server.stop() }
    var sockets: [Int32] = []
    defer { for fd in sockets { close(fd) } }
    for i in 0..<200 {
      let fd = Self.slowConnection(port: server.port, from: "127.0.\(1 + i / 200).\(2 + i % 200)")
      if fd >= 0 { sockets.append(fd) }
    }
    #expect(sockets.count == 200)
    let started = Date()
    let response = try rawRequest(port: server.port, target: "/api/config")
    #expect(response.status == 200)
    #expect(Date().timeIntervalSince(started) < 2)
  }

  @Test func oneAddressGetsAFewConnectionsAndTheRestAreClosedAtOnce() throws {
    let server = try HTTPServer(perAddressLimit: 4, idleTimeout: 2) { _ in .text(200, "ok") }
    defer { server.stop() }
    let sockets = (0..<6).map { _ in Self.slowConnection(port: server.port, from: "127.0.9.9") }
    defer { for fd in sockets where fd >= 0 { close(fd) } }
    #expect(sockets.allSatisfy { $0 >= 0 })
    let started = Date()
    #expect(Self.closedByServer(sockets[5], within: 5))
    #expect(Date().timeIntervalSince(started) < 1)  // over the limit: closed at once
    // The stalled ones are closed after the idle timeout, not kept for good.
    #expect(Self.closedByServer(sockets[0], within: 6))
    #expect(Date().timeIntervalSince(started) < 5)
  }
}

/// Counts requests from the server's threads.
final class SlowCounter: @unchecked Sendable {
  // Justified: every access holds `lock`.
  private let lock = NSLock()
  private var count = 0
  func add() { lock.withLock { count += 1 } }
}
