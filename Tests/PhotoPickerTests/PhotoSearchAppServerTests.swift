import Foundation
import Testing

@testable import PhotoPicker
@testable import PhotoPickerFixtures
@testable import PhotoSampleLibrary

/// The app server's routing and safety, driven through its request handler (and one real
/// socket exchange).
@Suite(.serialized) struct PhotoSearchAppServerTests {
  struct App {
    let server: PhotoSearchAppServer
    var host: String { "127.0.0.1:\(server.port)" }

    func get(
      _ path: String, query: [(String, String)] = [], token: String? = nil,
      headers: [(String, String)] = []
    ) -> HTTPResponse {
      var all = [("Host", host)] + headers
      if let token { all.append(("X-Picker-Token", token)) }
      return server.respond(
        to: HTTPRequest(
          method: "GET", path: path, query: query.map { (name: $0.0, value: $0.1) },
          headers: all.map { (name: $0.0, value: $0.1) }))
    }

    func post(_ path: String, json: String, token: String) -> HTTPResponse {
      server.respond(
        to: HTTPRequest(
          method: "POST", path: path,
          headers: [
            (name: "Host", value: host), (name: "X-Picker-Token", value: token),
            (name: "Content-Type", value: "application/json"),
          ], body: Data(json.utf8)))
    }
  }

  func makeApp() throws -> App {
    let source = try SampleLibraryFixture.dataSource()
    let cache = try temporaryFolder()
    return App(
      server: try PhotoSearchAppServer(
        dataSource: source, options: PickerServerOptions(thumbnailDirectory: cache.path)))
  }

  func json(_ response: HTTPResponse) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: response.body) as? [String: Any])
  }

  @Test func composePageNeedsTheAppToken() throws {
    let app = try makeApp()
    defer { app.server.stop() }
    #expect(app.get("/").status == 401)
    // A token one character off (never equal to the real one, whatever its first character).
    let token = app.server.token.value
    let wrongToken = (token.hasPrefix("0") ? "1" : "0") + token.dropFirst()
    #expect(app.get("/", query: [("token", wrongToken)]).status == 403)
    let page = app.get("/", query: [("token", app.server.token.value)])
    #expect(page.status == 200)
    #expect(String(decoding: page.body, as: UTF8.self).contains(app.server.token.value))
    let cookie = try #require(page.header("Set-Cookie")?.split(separator: ";").first)
    #expect(app.get("/compose.js", headers: [("Cookie", String(cookie))]).status == 200)
    #expect(app.get("/compose.js").status == 401)
  }

  @Test func chatTextShowsItsPhotoSuggestion() throws {
    let app = try makeApp()
    defer { app.server.stop() }
    let token = app.server.token.value
    let found = try json(
      app.get(
        "/api/compose/suggest",
        query: [("q", "hey can you send me the pics from Lisbon last summer")],
        token: token))
    #expect(found["photoSearch"] as? Bool == true)
    let keys = (found["tokens"] as? [[String: Any]])?.compactMap { $0["key"] as? String }
    #expect(keys == ["where:Lisbon", "when:last summer"])
    let chat = try json(
      app.get("/api/compose/suggest", query: [("q", "see you in Lisbon")], token: token))
    #expect(chat["photoSearch"] as? Bool == false)
  }

  @Test func acceptingOpensAPickerSessionAndAddReturnsAttachments() throws {
    let app = try makeApp()
    defer { app.server.stop() }
    let token = app.server.token.value
    let opened = app.post(
      "/api/compose/pick", json: #"{"text": "send me the pics from Lisbon last summer"}"#,
      token: token)
    #expect(opened.status == 200)
    let session = try json(opened)
    let id = try #require(session["id"] as? String)
    let url = try #require(session["url"] as? String)
    let sessionToken = String(try #require(url.split(separator: "=").last))
    #expect(sessionToken != token)
    #expect(app.server.sessionCount == 1)
    // The picker page of the session knows its way back.
    let page = app.get("/", query: [("token", sessionToken)])
    #expect(page.status == 200)
    #expect(String(decoding: page.body, as: UTF8.self).contains("attach=\(id)"))
    let config = try json(app.get("/api/config", token: sessionToken))
    let resolved = (config["resolved"] as? [[String: Any]])?.compactMap { $0["key"] as? String }
    #expect(resolved == ["where:Lisbon", "when:last summer"])
    let results = try json(
      app.get(
        "/api/search",
        query: [("q", "x"), ("resolved", "1"), ("f", "where:Lisbon"), ("f", "when:last summer")],
        token: sessionToken))
    let ids = try #require(
      (results["assets"] as? [[String: Any]])?.compactMap { $0["id"] as? String })
    #expect(ids.count >= 2)
    let pending = try json(app.get("/api/compose/session", query: [("id", id)], token: token))
    #expect(pending["status"] as? String == "pending")
    let done = app.post(
      "/api/done", json: #"{"ids": ["\#(ids[1])", "\#(ids[0])"]}"#, token: sessionToken)
    #expect(done.status == 200)
    let state = try json(app.get("/api/compose/session", query: [("id", id)], token: token))
    #expect(state["status"] as? String == "picked")
    let attachments = try #require(state["attachments"] as? [[String: Any]])
    #expect(attachments.compactMap { $0["id"] as? String } == [ids[1], ids[0]])
    let thumbnail = try #require(attachments.first?["thumbnail"] as? String)
    #expect(!thumbnail.contains("/") || thumbnail.hasPrefix("/api/compose/thumb/"))
    #expect(attachments.allSatisfy { !(($0["name"] as? String) ?? "/").contains("/") })
  }

  @Test func sessionTokensDoNotOpenTheComposeAPIAndViceVersa() throws {
    let app = try makeApp()
    defer { app.server.stop() }
    let token = app.server.token.value
    let session = try json(app.post("/api/compose/pick", json: #"{"text": ""}"#, token: token))
    let sessionToken = String(try #require((session["url"] as? String)?.split(separator: "=").last))
    #expect(
      app.get("/api/compose/suggest", query: [("q", "dogs")], token: sessionToken).status == 404)
    #expect(app.get("/api/search", query: [("q", "dogs")], token: token).status == 404)
    #expect(app.get("/api/compose/session", query: [("id", "nope")], token: token).status == 404)
  }

  @Test func badRequestsGetClearRefusals() throws {
    let app = try makeApp()
    defer { app.server.stop() }
    let token = app.server.token.value
    #expect(
      app.get(
        "/api/compose/suggest", query: [("q", "x")], token: token,
        headers: [("Origin", "http://evil.example")]
      ).status == 403)
    #expect(app.post("/api/compose/pick", json: "{not json", token: token).status == 400)
    #expect(app.post("/api/compose/pick", json: #"{"text": 5}"#, token: token).status == 400)
    #expect(app.get("/api/compose/pick", token: token).status == 405)
    #expect(app.get("/api/compose/thumb/..\\..\\etc\\passwd", token: token).status == 400)
    #expect(app.get("/api/compose/thumb/../../etc/passwd", token: token).status == 400)
    #expect(app.get("/api/compose/thumb/1", query: [("size", "99999")], token: token).status == 400)
    #expect(app.get("/api/compose/thumb/%2Fetc%2Fpasswd", token: token).status == 404)
    #expect(app.get("/api/compose/thumb/999999", token: token).status == 404)
    let long = String(repeating: "a", count: 3000)
    #expect(app.get("/api/compose/suggest", query: [("q", long)], token: token).status == 400)
  }

  @Test func servesOverARealSocket() throws {
    let app = try makeApp()
    defer { app.server.stop() }
    let request =
      "GET /?token=\(app.server.token.value) HTTP/1.1\r\nHost: \(app.host)\r\nConnection: close\r\n\r\n"
    let response = try rawExchange(port: app.server.port, Array(request.utf8))
    #expect(response.status == 200)
    #expect(response.text.contains("compose.js"))
    let traversal =
      "GET /../../etc/passwd HTTP/1.1\r\nHost: \(app.host)\r\nConnection: close\r\n\r\n"
    let refused = try rawExchange(port: app.server.port, Array(traversal.utf8))
    #expect((400..<500).contains(refused.status))
    #expect(!refused.text.contains("root:"))
  }
}
