import Foundation
import Testing

@testable import PhotoPicker
@testable import PhotoPickerFixtures
@testable import PhotoSampleLibrary

@Suite struct RequestGuardTests {
  let token = SessionToken(value: "abc123")
  var guardian: RequestGuard {
    RequestGuard(token: token, host: "127.0.0.1", port: 8080, maxURLBytes: 100)
  }

  func request(
    _ path: String, method: String = "GET", headers: [(String, String)] = [],
    query: [(String, String)] = []
  ) -> HTTPRequest {
    let host = headers.contains { $0.0 == "Host" } ? [] : [(name: "Host", value: "127.0.0.1:8080")]
    return HTTPRequest(
      method: method, path: path, query: query.map { (name: $0.0, value: $0.1) },
      headers: host + headers.map { (name: $0.0, value: $0.1) })
  }

  @Test func acceptsTheTokenFromHeaderQueryOrPortCookie() {
    #expect(guardian.refusal(for: request("/", headers: [("X-Picker-Token", "abc123")])) == nil)
    #expect(guardian.refusal(for: request("/", query: [("token", "abc123")])) == nil)
    #expect(
      guardian.refusal(for: request("/", headers: [("Cookie", "picker_token_8080=abc123")])) == nil)
    #expect(
      guardian.refusal(for: request("/", headers: [("Cookie", "picker_token_9090=abc123")]))?.status
        == 401)
    #expect(
      guardian.refusal(for: request("/", headers: [("X-Picker-Token", "abc124")]))?.status == 403)
    #expect(
      guardian.refusal(for: request("/", headers: [("X-Picker-Token", "abc1234")]))?.status == 403)
  }

  @Test func tokenComparisonIsExact() {
    #expect(token.matches("abc123"))
    #expect(!token.matches("abc12"))
    #expect(!token.matches("ABC123"))
    #expect(!token.matches(""))
  }

  @Test func refusesBeforeLookingAtTheToken() {
    let auth = ("X-Picker-Token", "abc123")
    #expect(
      guardian.refusal(for: request("/", headers: [auth, ("Origin", "http://localhost:8080")]))
        == nil)
    #expect(
      guardian.refusal(for: request("/", headers: [auth, ("Origin", "http://evil")]))?.status == 403
    )
    #expect(
      guardian.refusal(for: request("/", headers: [auth, ("Sec-Fetch-Site", "none")])) == nil)
    #expect(
      guardian.refusal(for: request("/", headers: [auth, ("Sec-Fetch-Site", "cross-site")]))?.status
        == 403)
    #expect(
      guardian.refusal(for: request("/", headers: [auth, ("Host", "evil:8080")]))?.status == 421)
    #expect(guardian.refusal(for: request("/a/../b", headers: [auth]))?.status == 400)
    #expect(guardian.refusal(for: request("/a\\b", headers: [auth]))?.status == 400)
    #expect(
      guardian.refusal(for: request("/" + String(repeating: "x", count: 200), headers: [auth]))?
        .status == 414)
    #expect(guardian.refusal(for: request("/", method: "PUT", headers: [auth]))?.status == 405)
    var big = request("/api/done", method: "POST", headers: [auth])
    big.bodyTooLarge = true
    #expect(guardian.refusal(for: big)?.status == 413)
  }
}
