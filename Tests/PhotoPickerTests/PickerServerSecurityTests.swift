import Foundation
import Testing

@testable import PhotoPicker
@testable import PhotoPickerFixtures
@testable import PhotoSampleLibrary

/// The web picker's safety properties, checked over real sockets against a running server.
@Suite(.serialized) struct PickerServerSecurityTests {
  /// A running server over a fixture library, with a known token.
  struct Running {
    let server: PickerWebServer
    let token: String
    var port: UInt16 { server.port }
  }

  func start(limit: Int = 2) throws -> Running {
    let (source, folder) = try fixtureSource()
    let token = SessionToken()
    let server = try PickerWebServer(
      configuration: PickerConfiguration(
        selectionLimit: limit, searchText: PickerSearchText("Bob")),
      dataSource: source,
      options: PickerServerOptions(thumbnailDirectory: folder.appendingPathComponent("t").path),
      token: token)
    return Running(server: server, token: token.value)
  }

  /// The server still answers a good request.
  func stillAnswers(_ running: Running) throws {
    let response = try rawRequest(
      port: running.port, target: "/api/config", headers: ["X-Picker-Token": running.token])
    #expect(response.status == 200)
  }

  @Test func listensOnLoopbackWithTheTokenInTheURL() throws {
    let running = try start()
    defer { running.server.stop() }
    #expect(running.server.url.host == "127.0.0.1")
    #expect(running.server.url.query == "token=\(running.token)")
    #expect(running.token.count == 64)
    #expect(SessionToken().value != SessionToken().value)
  }

  @Test func pageSetsAPortScopedCookieThatAuthenticatesLaterRequests() throws {
    let running = try start()
    defer { running.server.stop() }
    let page = try rawRequest(port: running.port, target: "/?token=\(running.token)")
    #expect(page.status == 200)
    let cookieName = "picker_token_\(running.port)"
    #expect(page.text.contains("Set-Cookie: \(cookieName)=\(running.token); Path=/; HttpOnly"))
    #expect(page.text.contains("Content-Security-Policy: default-src 'self'"))
    let api = try rawRequest(
      port: running.port, target: "/api/search?q=Bob",
      headers: ["Cookie": "other=1; \(cookieName)=\(running.token)"])
    #expect(api.status == 200)
    #expect(api.text.contains("\"tokens\":[{\"excluded\":false,\"key\":\"who:Bob\""))
  }

  @Test func missingOrWrongTokenIsRefused() throws {
    let running = try start()
    defer { running.server.stop() }
    #expect(try rawRequest(port: running.port, target: "/api/config").status == 401)
    #expect(try rawRequest(port: running.port, target: "/").status == 401)
    let wrong = String(repeating: "0", count: 64)
    #expect(
      try rawRequest(port: running.port, target: "/api/config", headers: ["X-Picker-Token": wrong])
        .status == 403)
    #expect(try rawRequest(port: running.port, target: "/?token=\(wrong)").status == 403)
    #expect(
      try rawRequest(
        port: running.port, target: "/api/config",
        headers: ["Cookie": "picker_token_1=\(running.token)"]
      ).status == 401)
    #expect(
      try rawRequest(
        port: running.port, target: "/thumb/fixture-0001", headers: ["X-Picker-Token": "short"]
      ).status == 403)
    try stillAnswers(running)
  }

  @Test func traversalAttemptsNeverReachAFile() throws {
    let running = try start()
    defer { running.server.stop() }
    let auth = ["X-Picker-Token": running.token]
    for target in [
      "/thumb/../../etc/passwd", "/thumb/%2e%2e/%2e%2e/etc/passwd", "/thumb/..%2f..%2fetc%2fpasswd",
      "/thumb/%2E%2E", "/thumb/..", "/../etc/passwd", "/thumb/%2fetc%2fpasswd",
      "/thumb/..%5c..%5cetc%5cpasswd", "/thumb/fixture-0001%00.jpg", "/thumb/",
    ] {
      let response = try rawRequest(port: running.port, target: target, headers: auth)
      #expect((400..<500).contains(response.status), "\(target) → \(response.status)")
      #expect(!response.text.contains("root:"), "\(target) leaked a file")
    }
    // A file path is not an asset id.
    let byPath = try rawRequest(
      port: running.port, target: "/thumb/%2Fetc%2Fpasswd", headers: auth)
    #expect(byPath.status == 400)
    let real = try rawRequest(
      port: running.port, target: "/thumb/fixture-0001?size=64", headers: auth)
    #expect(real.status == 200)
    #expect(real.text.contains("Content-Type: image/jpeg"))
    try stillAnswers(running)
  }

  @Test func foreignOriginsAndCrossSiteFetchesAreRefused() throws {
    let running = try start()
    defer { running.server.stop() }
    let auth = ["X-Picker-Token": running.token]
    for headers in [
      ["Origin": "http://evil.example"], ["Origin": "null"],
      ["Origin": "http://127.0.0.1:\(running.port &+ 1)"], ["Sec-Fetch-Site": "cross-site"],
      ["Sec-Fetch-Site": "same-site"],
    ] {
      let response = try rawRequest(
        port: running.port, method: "POST", target: "/api/cancel",
        headers: auth.merging(headers) { a, _ in a })
      #expect(response.status == 403, "\(headers) → \(response.status)")
    }
    #expect(running.server.currentOutcome == nil)
    let sameOrigin = try rawRequest(
      port: running.port, target: "/api/config",
      headers: auth.merging([
        "Origin": "http://127.0.0.1:\(running.port)", "Sec-Fetch-Site": "same-origin",
      ]) {
        a, _ in a
      })
    #expect(sameOrigin.status == 200)
    let rebinding = try rawExchange(
      port: running.port,
      Array(
        "GET /api/config HTTP/1.1\r\nHost: attacker.example:\(running.port)\r\nX-Picker-Token: \(running.token)\r\nConnection: close\r\n\r\n"
          .utf8))
    #expect(rebinding.status == 421)
    try stillAnswers(running)
  }

  @Test func oversizedRequestsGet4xx() throws {
    let running = try start()
    defer { running.server.stop() }
    let auth = ["X-Picker-Token": running.token, "Content-Type": "application/json"]
    let body =
      Array("{\"ids\":[\"".utf8) + [UInt8](repeating: 0x61, count: 70 * 1024)
      + Array("\"]}".utf8)
    let big = try rawRequest(
      port: running.port, method: "POST", target: "/api/done", headers: auth, body: body)
    #expect(big.status == 413)
    let longURL = try rawRequest(
      port: running.port, target: "/api/search?q=" + String(repeating: "a", count: 9000),
      headers: auth)
    #expect(longURL.status == 414)
    let hugeURL = try rawRequest(
      port: running.port, target: "/api/search?q=" + String(repeating: "a", count: 100_000),
      headers: auth)
    #expect((400..<500).contains(hugeURL.status), "huge URL → \(hugeURL.status)")
    let manyHeaders = try rawRequest(
      port: running.port, target: "/api/config",
      headers: auth.merging(["X-Filler": String(repeating: "b", count: 80_000)]) { a, _ in a })
    #expect((400..<500).contains(manyHeaders.status), "huge header → \(manyHeaders.status)")
    #expect(running.server.currentOutcome == nil)
    try stillAnswers(running)
  }

  @Test func malformedRequestsGet4xx() throws {
    let running = try start()
    defer { running.server.stop() }
    let json = ["X-Picker-Token": running.token, "Content-Type": "application/json"]
    func post(_ text: String, headers: [String: String]? = nil) throws -> Int {
      try rawRequest(
        port: running.port, method: "POST", target: "/api/done", headers: headers ?? json,
        body: Array(text.utf8)
      ).status
    }
    #expect(try post("{not json") == 400)
    #expect(try post("{\"ids\": \"fixture-0001\"}") == 400)
    #expect(try post("{\"ids\": [\"fixture-0001\", \"fixture-0001\"]}") == 400)
    #expect(try post("{\"ids\": [\"fixture-0001\", \"fixture-0002\", \"fixture-0003\"]}") == 400)
    #expect(try post("{\"ids\": [\"/etc/passwd\"]}") == 400)
    #expect(
      try post("{\"ids\": [\"fixture-0001\"]}", headers: ["X-Picker-Token": running.token]) == 415)
    let auth = ["X-Picker-Token": running.token]
    #expect(
      try rawRequest(port: running.port, target: "/api/search?page=-1", headers: auth).status == 400
    )
    #expect(
      try rawRequest(port: running.port, target: "/api/search?page=x", headers: auth).status == 400)
    #expect(
      try rawRequest(port: running.port, target: "/api/search?resolved=1&f=bogus", headers: auth)
        .status == 400)
    #expect(
      try rawRequest(port: running.port, target: "/thumb/fixture-0001?size=99999", headers: auth)
        .status == 400)
    #expect(try rawRequest(port: running.port, target: "/thumb/nope", headers: auth).status == 404)
    #expect(try rawRequest(port: running.port, target: "/nowhere", headers: auth).status == 404)
    #expect(
      try rawRequest(port: running.port, method: "DELETE", target: "/api/config", headers: auth)
        .status == 405)
    #expect(try rawRequest(port: running.port, target: "/api/done", headers: auth).status == 405)
    for garbage in [
      "GARBAGE\r\n\r\n", "GET\r\n\r\n", "GET / HTTP/9.9\r\nHost: x\r\n\r\n",
      "\u{1}\u{2}\u{3}\r\n\r\n",
      "GET /api/config HTTP/1.1\r\nBroken header line\r\n\r\n",
      "POST /api/done HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -5\r\n\r\n",
    ] {
      let response = try rawExchange(port: running.port, Array(garbage.utf8))
      #expect(
        response.status == 0 || (400..<600).contains(response.status) && response.status != 500,
        "\(garbage.debugDescription) → \(response.status)")
    }
    #expect(running.server.currentOutcome == nil)
    try stillAnswers(running)
  }

  @Test func doneRecordsExactlyTheChosenIdsOnce() async throws {
    let running = try start(limit: 2)
    defer { running.server.stop() }
    let json = ["X-Picker-Token": running.token, "Content-Type": "application/json"]
    let done = try rawRequest(
      port: running.port, method: "POST", target: "/api/done", headers: json,
      body: Array("{\"ids\": [\"fixture-0003\", \"fixture-0001\"]}".utf8))
    #expect(done.status == 200)
    #expect(await running.server.outcome() == .picked(["fixture-0003", "fixture-0001"]))
    let again = try rawRequest(
      port: running.port, method: "POST", target: "/api/cancel", headers: json)
    #expect(again.status == 409)
    #expect(running.server.currentOutcome == .picked(["fixture-0003", "fixture-0001"]))
  }
}
