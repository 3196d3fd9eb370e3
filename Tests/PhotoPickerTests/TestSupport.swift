import Foundation
import PhotoPicker
import PhotoPickerFixtures

#if canImport(Glibc)
  import Glibc
#endif

/// This test process's folder for temporary files, removed when the process exits.
private let processFolder: URL = {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("picker-tests-\(getpid())")
  atexit {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("picker-tests-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
  }
  return url
}()

/// A fresh temporary folder for one test (inside the process's folder).
func temporaryFolder(_ name: String = #function) throws -> URL {
  let url = processFolder.appendingPathComponent(UUID().uuidString)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// One fixture library of 24 generated images per test process, drawn on first use.
private let sharedFixture: Result<(FixturePickerDataSource, URL), any Error> = Result {
  let folder = try temporaryFolder("shared")
  let assets = try FixtureLibrary.generate(count: 24, in: folder.appendingPathComponent("lib"))
  return (FixturePickerDataSource(assets: assets), folder)
}

/// The fixture library's in-memory data source and a fresh folder for the test's own files
/// (thumbnail caches). The library's 24 images are shared by every test (never modified).
func fixtureSource() throws -> (FixturePickerDataSource, URL) {
  let (source, _) = try sharedFixture.get()
  return (source, try temporaryFolder())
}

/// A status line and body read back from a raw HTTP exchange.
struct RawResponse {
  var status: Int
  var text: String
}

/// Sends `bytes` to 127.0.0.1:`port` over a plain TCP socket and reads until the server closes.
/// Used to send requests no well-behaved client would (`..` segments, bad request lines).
/// With `halfClose` the write side is shut after sending, so an incomplete request ends at once
/// instead of waiting for the server's timeout.
func rawExchange(port: UInt16, _ bytes: [UInt8], halfClose: Bool = false) throws -> RawResponse {
  let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  guard fd >= 0 else { throw POSIXError(.EIO) }
  defer { close(fd) }
  var timeout = timeval(tv_sec: 10, tv_usec: 0)
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_port = port.bigEndian
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  let connected = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
    }
  }
  guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
  var offset = 0
  while offset < bytes.count {
    let sent = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
    if sent <= 0 { break }  // the server may close early on an oversized request
    offset += sent
  }
  if halfClose { shutdown(fd, Int32(SHUT_WR)) }
  var received: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = recv(fd, &buffer, buffer.count, 0)
    if count <= 0 { break }
    received += buffer[0..<count]
  }
  let text = String(decoding: received, as: UTF8.self)
  let statusLine = text.prefix { $0 != "\r" && $0 != "\n" }
  let parts = statusLine.split(separator: " ")
  let status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
  return RawResponse(status: status, text: text)
}

/// A raw request to `port` with the given request line parts and headers.
func rawRequest(
  port: UInt16, method: String = "GET", target: String, headers: [String: String] = [:],
  body: [UInt8] = []
) throws -> RawResponse {
  var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
  for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
  if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
  head += "\r\n"
  return try rawExchange(port: port, Array(head.utf8) + body)
}
