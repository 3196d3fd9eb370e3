import Foundation
import PhotoLibrary
import Synchronization

/// The app behind `photosearch serve`: one loopback server holding the compose page and any
/// number of picker sessions. The compose page (app token) shows the live photo suggestion of
/// chat-like text; accepting it starts a picker session (its own token) pre-searched with that
/// suggestion; Add brings the chosen photos back to the compose view as attachments.
///
/// Requests carrying a session token (header, then query) go to that session; the compose
/// routes need the app token; the picker's page files and thumbnails, which only carry cookies,
/// go to the session named by the picker cookie.
public final class PhotoSearchAppServer: Sendable {
  /// The app's secret.
  public let token: SessionToken
  /// The address to open, token included.
  public let url: URL
  /// The library's data source (replaced when people are named on the People page, so the
  /// search knows the new names).
  var dataSource: LibraryDataSource { dataSources.withLock { $0 } }
  let dataSources: Mutex<LibraryDataSource>
  let sessions = AppSessions()
  let pickerAssets: WebAssets
  let appAssets: AppWebAssets
  let thumbnails: ThumbnailCache
  let options: PickerServerOptions
  let guardian = SetOnce<RequestGuard>()
  /// How far `serve`'s background faces pass has come (nil: none running); the People page shows it.
  public let facesProgress = Mutex<AnalysisProgress?>(nil)
  let portBox = SetOnce<UInt16>()
  private let server: SetOnce<HTTPServer>

  /// Starts serving `dataSource` on `options.host`:`options.port` (0: a free port).
  public init(
    dataSource: LibraryDataSource, options: PickerServerOptions = PickerServerOptions(),
    token: SessionToken = SessionToken()
  ) throws {
    self.dataSources = Mutex(dataSource)
    self.token = token
    self.options = options
    pickerAssets = try WebAssets.load()
    appAssets = try AppWebAssets.load()
    thumbnails = try ThumbnailCache(
      directory: options.thumbnailDirectory.map { URL(fileURLWithPath: $0) }
        ?? ThumbnailCache.defaultDirectory)
    server = SetOnce()
    let box = SetOnce<PhotoSearchAppServer>()
    let http = try HTTPServer(
      host: options.host, port: options.port, maxBodyBytes: options.maxBodyBytes,
      handler: { request in
        box.current?.respond(to: request) ?? .text(503, "starting")
      })
    server.set(http)
    portBox.set(http.port)
    guardian.set(
      RequestGuard(
        token: token, host: options.host, port: http.port, maxURLBytes: options.maxURLBytes))
    let shownHost = options.host == "0.0.0.0" ? "127.0.0.1" : options.host
    url = URL(string: "http://\(shownHost):\(http.port)/?token=\(token.value)")!
    box.set(self)
  }

  /// The port it listens on.
  public var port: UInt16 { portBox.current ?? 0 }

  /// How many picker sessions are open.
  public var sessionCount: Int { sessions.count }

  /// Stops serving.
  public func stop() { server.current?.stop() }

  /// The cookie holding the app token (the picker's cookie is `picker_token_<port>`).
  var appCookieName: String { "photosearch_app_\(port)" }

  /// Answers one request; never throws, never traps on input.
  func respond(to request: HTTPRequest) -> HTTPResponse {
    if let offered = request.header(RequestGuard.headerName) ?? request.queryValue("token"),
      let session = sessions.session(token: offered)
    {
      return sessionResponse(session, request)
    }
    if Self.isComposePath(request.path) { return composeResponse(request) }
    if let cookie = request.cookie(guardian.current?.cookieName ?? ""),
      let session = sessions.session(token: cookie)
    {
      return sessionResponse(session, request)
    }
    return composeResponse(request)
  }

  static func isComposePath(_ path: String) -> Bool {
    path == "/" || path == "/index.html" || path == "/compose.css" || path == "/compose.js"
      || path.hasPrefix("/api/compose/") || path == "/compose/complete.js" || isPeoplePath(path)
  }

  /// A picker session's answer; its page learns where to return after Add or Cancel.
  func sessionResponse(_ session: AppSession, _ request: HTTPRequest) -> HTTPResponse {
    if request.path == "/return.js" {
      if let refusal = session.routes.guardian.current?.refusal(for: request) { return refusal }
      return PickerRoutes.secured(
        HTTPResponse(
          status: 200, headers: [("Content-Type", "text/javascript; charset=utf-8")],
          body: appAssets.returnJS))
    }
    var response = session.routes.respond(to: request)
    let isPage = request.path == "/" || request.path == "/index.html"
    if isPage, response.status == 200, request.method == "GET" {
      let back = "/?token=\(token.value)&attach=\(session.id)"
      let html = String(decoding: response.body, as: UTF8.self).replacingOccurrences(
        of: "</head>",
        with: "<meta name=\"app-return\" content=\"\(back)\">\n"
          + "<script src=\"/return.js\" defer></script>\n</head>")
      response.body = Data(html.utf8)
    }
    return response
  }
}
