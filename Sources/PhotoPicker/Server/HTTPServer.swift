import CMicroHTTPDShim
import Foundation

/// Why the HTTP server could not start.
public struct HTTPServerError: Error, Sendable, CustomStringConvertible {
  /// A readable explanation.
  public var description: String
}

/// A small HTTP/1.1 server over libmicrohttpd: one thread per connection, every complete
/// request handed to a Swift closure that returns the response. Request bodies over
/// `maxBodyBytes` are dropped and flagged (`HTTPRequest.bodyTooLarge`), never buffered.
public final class HTTPServer: @unchecked Sendable {
  // @unchecked: the daemon pointer is written once in init and cleared under `lock` in stop().

  /// The function answering requests; called concurrently from connection threads.
  public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

  /// The port it listens on.
  public let port: UInt16
  /// The IPv4 address it is bound to.
  public let host: String

  private let lock = NSLock()
  private var daemon: OpaquePointer?
  private let context: Unmanaged<HandlerBox>

  /// Starts listening on `host`:`port` (0 = any free port). Slow clients cannot lock others out
  /// (issue 10, defect 6): at most `connectionLimit` connections in all and
  /// `perAddressLimit` from one client address (more are closed at once), and a connection idle
  /// for `idleTimeout` seconds — a client that stops sending its headers — is closed.
  public init(
    host: String = "127.0.0.1", port: UInt16 = 0, maxBodyBytes: Int = 64 * 1024,
    connectionLimit: Int = 512, perAddressLimit: Int = 16, idleTimeout: Int = 5,
    handler: @escaping Handler
  ) throws {
    let box = Unmanaged.passRetained(HandlerBox(handler))
    guard
      let daemon = mhdshim_start(
        host, port, max(0, maxBodyBytes), UInt32(max(1, connectionLimit)),
        UInt32(max(1, perAddressLimit)), UInt32(max(1, idleTimeout)), dispatchRequest,
        box.toOpaque())
    else {
      box.release()
      throw HTTPServerError(description: "cannot listen on \(host):\(port)")
    }
    self.daemon = daemon
    self.context = box
    self.host = host
    self.port = mhdshim_port(daemon)
  }

  /// Stops listening and waits for open connections to finish. Safe to call twice.
  public func stop() {
    lock.lock()
    let running = daemon
    daemon = nil
    lock.unlock()
    guard let running else { return }
    mhdshim_stop(running)
    context.release()
  }

  deinit { stop() }
}

/// Holds the Swift handler behind the C context pointer.
private final class HandlerBox: Sendable {
  let handler: HTTPServer.Handler
  init(_ handler: @escaping HTTPServer.Handler) { self.handler = handler }
}

/// The C callback: rebuilds the request in Swift, calls the handler, sends its response.
private let dispatchRequest: mhdshim_handler = { context, raw, responder in
  guard let context, let raw else { return }
  let box = Unmanaged<HandlerBox>.fromOpaque(context).takeUnretainedValue()
  let request = raw.pointee
  let body =
    request.body.map { Data(bytes: $0, count: request.body_length) } ?? Data()
  let parsed = HTTPRequest(
    method: request.method.map { String(cString: $0) } ?? "",
    path: request.url.map { String(cString: $0) } ?? "",
    query: copyValues(request.connection, Int32(MHDSHIM_QUERY)),
    headers: copyValues(request.connection, Int32(MHDSHIM_HEADERS)),
    body: body, bodyTooLarge: request.body_too_large != 0)
  let response = box.handler(parsed)
  let headerText = response.headers
    .filter { !$0.name.contains(where: \.isNewline) && !$0.value.contains(where: \.isNewline) }
    .map { "\($0.name): \($0.value)\n" }.joined()
  _ = response.body.withUnsafeBytes { bytes in
    mhdshim_respond(
      responder, UInt32(response.status), headerText, bytes.baseAddress, bytes.count)
  }
}

/// Reads the "key\0value\0" pairs the shim copies out.
private func copyValues(_ connection: UnsafeMutableRawPointer?, _ kind: Int32) -> [(
  name: String, value: String
)] {
  guard let connection else { return [] }
  var length = 0
  guard let buffer = mhdshim_copy_values(connection, kind, &length) else { return [] }
  defer { mhdshim_free(buffer) }
  let bytes = UnsafeRawBufferPointer(start: buffer, count: length)
  let strings = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
    String(decoding: $0, as: UTF8.self)
  }
  var pairs: [(name: String, value: String)] = []
  var index = 0
  while index + 1 < strings.count {
    pairs.append((name: strings[index], value: strings[index + 1]))
    index += 2
  }
  return pairs
}
