import Foundation

/// The web picker's request handling: the guard first, then one function per route.
final class PickerRoutes: Sendable {
  let configuration: PickerConfiguration
  let dataSource: any PickerDataSource
  let assets: WebAssets
  let thumbnails: ThumbnailCache
  let token: SessionToken
  let pageSize: Int
  let guardian = SetOnce<RequestGuard>()
  let outcome = PickerOutcomeBox()

  /// Thumbnail sizes the page may ask for (anything else is refused).
  static let thumbnailSizes = 32...1024
  /// The sizes thumbnails are made and cached at: a request gets the smallest one at least as
  /// large, so the cache holds at most four files per photo (issue 10, defect 7: it grew with
  /// every distinct requested size).
  static let servedThumbnailSizes = [128, 256, 512, 1024]

  /// The served size for a requested one (nil when the request is out of range).
  static func servedThumbnailSize(_ requested: Int) -> Int? {
    guard thumbnailSizes.contains(requested) else { return nil }
    return servedThumbnailSizes.first { $0 >= requested } ?? servedThumbnailSizes.last
  }

  init(
    configuration: PickerConfiguration, dataSource: any PickerDataSource, assets: WebAssets,
    thumbnails: ThumbnailCache, token: SessionToken, pageSize: Int
  ) {
    self.configuration = configuration
    self.dataSource = dataSource
    self.assets = assets
    self.thumbnails = thumbnails
    self.token = token
    self.pageSize = pageSize
  }

  /// Answers one request; never throws, never traps on input.
  func respond(to request: HTTPRequest) -> HTTPResponse {
    guard let guardian = guardian.current else { return .text(503, "starting") }
    var response: HTTPResponse
    if let refusal = guardian.refusal(for: request) {
      response = refusal
    } else {
      response = route(request)
    }
    if request.method == "HEAD" { response.body = Data() }
    return Self.secured(response)
  }

  private func route(_ request: HTTPRequest) -> HTTPResponse {
    let path = request.path
    let isRead = request.method == "GET" || request.method == "HEAD"
    switch path {
    case "/", "/index.html":
      return isRead
        ? page(cookieName: guardian.current?.cookieName ?? "picker_token") : .text(405, "use GET")
    case "/app.css":
      return isRead ? file(assets.css, type: "text/css; charset=utf-8") : .text(405, "use GET")
    case "/app.js":
      return isRead
        ? file(assets.js, type: "text/javascript; charset=utf-8") : .text(405, "use GET")
    case "/api/config":
      return isRead ? config() : .text(405, "use GET")
    case "/api/search":
      return isRead ? search(request) : .text(405, "use GET")
    case "/api/suggest":
      return isRead ? suggest(request) : .text(405, "use GET")
    case "/api/complete":
      return isRead ? complete(request, dataSource: dataSource) : .text(405, "use GET")
    case "/complete.js":
      return isRead
        ? file(assets.completeJS, type: "text/javascript; charset=utf-8") : .text(405, "use GET")
    case "/api/done":
      return request.method == "POST" ? done(request) : .text(405, "use POST")
    case "/api/cancel":
      return request.method == "POST" ? cancel(request) : .text(405, "use POST")
    default:
      if path.hasPrefix("/thumb/") {
        return isRead ? thumbnail(request) : .text(405, "use GET")
      }
      return .text(404, "not found")
    }
  }

  private func page(cookieName: String) -> HTTPResponse {
    let html = assets.html.replacingOccurrences(of: "{{TOKEN}}", with: token.value)
    return file(Data(html.utf8), type: "text/html; charset=utf-8")
      .adding(
        "Set-Cookie",
        "\(cookieName)=\(token.value); Path=/; HttpOnly; SameSite=Strict")
  }

  private func file(_ data: Data, type: String) -> HTTPResponse {
    HTTPResponse(status: 200, headers: [("Content-Type", type)], body: data)
  }

  private func config() -> HTTPResponse {
    .json(
      PickerAPI.Config(
        selectionLimit: configuration.selectionLimit,
        ordered: configuration.selection == .ordered,
        searchText: configuration.searchText?.text ?? "",
        resolved: configuration.searchText?.resolvedFilters?.map(PickerAPI.Token.init),
        preselected: configuration.preselectedAssetIdentifiers.filter {
          (try? dataSource.asset(id: $0))??.passes(configuration.filter) ?? false
        }, pageSize: pageSize))
  }

  private func search(_ request: HTTPRequest) -> HTTPResponse {
    let text = request.queryValue("q") ?? ""
    guard text.count <= 1000 else { return .text(400, "search text too long") }
    guard let page = Int(request.queryValue("page") ?? "0"), (0...100_000).contains(page) else {
      return .text(400, "page must be a number from 0")
    }
    let searchText: PickerSearchText
    if request.queryValue("resolved") == "1" {
      var tokens: [PickerFilterToken] = []
      for raw in request.queryValues("f") {
        guard let token = PickerFilterToken(parsing: raw) else {
          return .text(400, "malformed filter \(raw.prefix(80))")
        }
        tokens.append(token)
      }
      searchText = PickerSearchText(text: text, filters: tokens)
    } else {
      searchText = PickerSearchText(text)
    }
    do {
      let result = try dataSource.search(
        text: searchText, filters: configuration.filter, page: page, pageSize: pageSize)
      return .json(
        PickerAPI.SearchPage(
          assets: result.assets.map(PickerAPI.Asset.init), total: result.total,
          page: result.page, pageSize: result.pageSize, hasMore: result.hasMore,
          tokens: result.understood.map(PickerAPI.Token.init)))
    } catch {
      return .text(500, "search failed: \(error)")
    }
  }

  private func suggest(_ request: HTTPRequest) -> HTTPResponse {
    let text = request.queryValue("q") ?? ""
    guard text.count <= 1000 else { return .text(400, "text too long") }
    do {
      let suggestion = try dataSource.suggestion(for: text)
      return .json(
        PickerAPI.Suggestion(
          text: text, tokens: suggestion?.tokens.map(PickerAPI.Token.init) ?? []))
    } catch {
      return .text(500, "suggestion failed: \(error)")
    }
  }

  private func thumbnail(_ request: HTTPRequest) -> HTTPResponse {
    let id = String(request.path.dropFirst("/thumb/".count))
    guard Self.isPlausibleIdentifier(id) else { return .text(400, "malformed asset id") }
    guard let size = Int(request.queryValue("size") ?? "256").flatMap(Self.servedThumbnailSize)
    else { return .text(400, "size must be a number from 32 to 1024") }
    let asset: PickerAsset?
    do { asset = try dataSource.asset(id: id) } catch { return .text(500, "lookup failed") }
    guard let asset, asset.passes(configuration.filter) else {
      return .text(404, "no such asset")
    }
    do {
      // Tiles are square crops; `whole=1` (the viewer) keeps the whole photo, so the boxes of
      // its read words land where the words are.
      let square = request.queryValue("whole") != "1"
      let url = try thumbnails.thumbnail(for: asset.fileURL, size: size, square: square)
      let data = try Data(contentsOf: url)
      return HTTPResponse(
        status: 200,
        headers: [("Content-Type", "image/jpeg"), ("Cache-Control", "private, max-age=3600")],
        body: data)
    } catch {
      return .text(422, "no thumbnail for this asset")
    }
  }

  private func done(_ request: HTTPRequest) -> HTTPResponse {
    guard request.header("content-type")?.lowercased().hasPrefix("application/json") == true
    else { return .text(415, "send application/json") }
    guard let body = try? JSONDecoder().decode(PickerAPI.Done.self, from: request.body) else {
      return .text(400, "malformed body: expected {\"ids\": [\"…\"]}")
    }
    guard Set(body.ids).count == body.ids.count else { return .text(400, "duplicate ids") }
    if configuration.selectionLimit > 0, body.ids.count > configuration.selectionLimit {
      return .text(400, "more than \(configuration.selectionLimit) items")
    }
    for id in body.ids {
      guard Self.isPlausibleIdentifier(id),
        let asset = (try? dataSource.asset(id: id)) ?? nil,
        asset.passes(configuration.filter)
      else { return .text(400, "unknown asset id") }
    }
    guard outcome.settle(.picked(body.ids)) else { return .text(409, "already finished") }
    return .json(PickerAPI.Ack(ok: true, count: body.ids.count))
  }

  private func cancel(_ request: HTTPRequest) -> HTTPResponse {
    guard outcome.settle(.cancelled) else { return .text(409, "already finished") }
    return .json(PickerAPI.Ack(ok: true, count: nil))
  }

  /// Asset ids travel in paths: printable, no slashes, not `.`/`..`, at most 512 bytes.
  static func isPlausibleIdentifier(_ id: String) -> Bool {
    guard !id.isEmpty, id.utf8.count <= 512, id != ".", id != ".." else { return false }
    return !id.unicodeScalars.contains { $0.value < 0x20 || $0 == "/" || $0 == "\\" }
  }

  /// Adds the headers every answer carries.
  static func secured(_ response: HTTPResponse) -> HTTPResponse {
    var secured = response
    secured.headers += [
      ("X-Content-Type-Options", "nosniff"),
      ("X-Frame-Options", "DENY"),
      ("Referrer-Policy", "no-referrer"),
      (
        "Content-Security-Policy",
        "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
          + "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
      ),
    ]
    if secured.header("Cache-Control") == nil {
      secured.headers.append(("Cache-Control", "no-store"))
    }
    return secured
  }
}
