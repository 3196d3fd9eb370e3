import Foundation

/// An HTTP response to send.
public struct HTTPResponse: Sendable {
  /// The status code.
  public var status: Int
  /// Header fields, in order.
  public var headers: [(name: String, value: String)]
  /// The body.
  public var body: Data

  /// A response of its parts.
  public init(status: Int, headers: [(name: String, value: String)] = [], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A plain-text response (errors).
  public static func text(_ status: Int, _ message: String) -> HTTPResponse {
    HTTPResponse(
      status: status, headers: [("Content-Type", "text/plain; charset=utf-8")],
      body: Data((message + "\n").utf8))
  }

  /// A JSON response of `value`.
  public static func json<T: Encodable>(_ value: T, status: Int = 200) -> HTTPResponse {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else {
      return .text(500, "could not encode the response")
    }
    return HTTPResponse(
      status: status, headers: [("Content-Type", "application/json; charset=utf-8")], body: data)
  }

  /// The value of header `name` (case-insensitive), if set.
  public func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// The same response with header `name` set to `value`.
  public func adding(_ name: String, _ value: String) -> HTTPResponse {
    var copy = self
    copy.headers.append((name, value))
    return copy
  }
}
