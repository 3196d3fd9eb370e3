/// The checks every request passes before it reaches a route: size limits, method, host,
/// origin, fetch site, path shape and the session token. Returns the refusal, or nil to go on.
public struct RequestGuard: Sendable {
  /// The session's token.
  public let token: SessionToken
  /// `host:port` values accepted in the Host header (DNS-rebinding defence).
  public let allowedHosts: Set<String>
  /// Origins accepted in the Origin header.
  public let allowedOrigins: Set<String>
  /// The longest request target accepted.
  public let maxURLBytes: Int

  /// The name of the cookie holding the token. Cookies are shared by every port of a host, so
  /// the name carries the port: two pickers open at once do not overwrite each other's token.
  public let cookieName: String
  /// The header that may carry the token.
  public static let headerName = "x-picker-token"

  /// Guards a server reachable at `host`:`port`.
  public init(token: SessionToken, host: String, port: UInt16, maxURLBytes: Int) {
    self.token = token
    var hosts: Set<String> = ["\(host):\(port)"]
    if host == "127.0.0.1" || host == "0.0.0.0" { hosts.insert("localhost:\(port)") }
    if host == "0.0.0.0" { hosts.insert("127.0.0.1:\(port)") }
    allowedHosts = hosts
    allowedOrigins = Set(hosts.map { "http://" + $0 })
    self.maxURLBytes = maxURLBytes
    cookieName = "picker_token_\(port)"
  }

  /// The refusal for `request`, or nil when it may proceed.
  public func refusal(for request: HTTPRequest) -> HTTPResponse? {
    if request.bodyTooLarge { return .text(413, "request body too large") }
    if request.targetLength > maxURLBytes { return .text(414, "request URL too long") }
    guard ["GET", "HEAD", "POST"].contains(request.method) else {
      return .text(405, "method not allowed").adding("Allow", "GET, HEAD, POST")
    }
    if let host = request.header("host"), !allowedHosts.contains(host.lowercased()) {
      return .text(421, "unexpected Host header")
    }
    if let origin = request.header("origin"), !allowedOrigins.contains(origin.lowercased()) {
      return .text(403, "cross-origin requests are refused")
    }
    if let site = request.header("sec-fetch-site")?.lowercased(),
      site != "same-origin" && site != "none"
    {
      return .text(403, "cross-site requests are refused")
    }
    if !Self.isCleanPath(request.path) { return .text(400, "malformed path") }
    let offered =
      request.header(Self.headerName) ?? request.queryValue("token")
      ?? request.cookie(cookieName)
    guard let offered else { return .text(401, "missing session token") }
    guard token.matches(offered) else { return .text(403, "wrong session token") }
    return nil
  }

  /// A path is clean when it is absolute and has no empty-dot segments, backslashes or control
  /// characters (after decoding).
  public static func isCleanPath(_ path: String) -> Bool {
    guard path.hasPrefix("/"), !path.contains("\\") else { return false }
    if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      return false
    }
    let segments = path.split(separator: "/", omittingEmptySubsequences: false)
    return !segments.contains { $0 == "." || $0 == ".." }
  }
}
