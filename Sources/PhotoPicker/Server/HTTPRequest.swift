import Foundation

/// One complete HTTP request as the server received it.
public struct HTTPRequest: Sendable {
  /// The method, e.g. `GET`.
  public var method: String
  /// The decoded path, without the query.
  public var path: String
  /// Query arguments in order (a key may repeat), decoded.
  public var query: [(name: String, value: String)]
  /// Header fields in order, names lowercased.
  public var headers: [(name: String, value: String)]
  /// The body (empty when none or too large).
  public var body: Data
  /// True when the body went over the server's limit.
  public var bodyTooLarge: Bool

  /// A request made of its parts (tests and the server build them).
  public init(
    method: String, path: String, query: [(name: String, value: String)] = [],
    headers: [(name: String, value: String)] = [], body: Data = Data(), bodyTooLarge: Bool = false
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers.map { (name: $0.name.lowercased(), value: $0.value) }
    self.body = body
    self.bodyTooLarge = bodyTooLarge
  }

  /// The first value of header `name` (case-insensitive).
  public func header(_ name: String) -> String? {
    let wanted = name.lowercased()
    return headers.first { $0.name == wanted }?.value
  }

  /// The first value of query argument `name`.
  public func queryValue(_ name: String) -> String? {
    query.first { $0.name == name }?.value
  }

  /// Every value of query argument `name`, in order.
  public func queryValues(_ name: String) -> [String] {
    query.filter { $0.name == name }.map(\.value)
  }

  /// The value of cookie `name`, from the Cookie header.
  public func cookie(_ name: String) -> String? {
    guard let header = header("cookie") else { return nil }
    for part in header.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1)
      if pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces) == name {
        return pair[1].trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }

  /// The length of the request target as sent, approximately (path plus query).
  public var targetLength: Int {
    path.utf8.count + query.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 2 }
  }
}
