import Foundation
import InputSuggestions
import PhotoLibrary

extension PhotoSearchAppServer {
  /// The compose routes, behind the app token (header, query, or the app cookie).
  func composeResponse(_ request: HTTPRequest) -> HTTPResponse {
    guard let guardian = guardian.current else { return .text(503, "starting") }
    var checked = request
    if request.header(RequestGuard.headerName) == nil, request.queryValue("token") == nil,
      let cookie = request.cookie(appCookieName)
    {
      checked.headers.append((name: RequestGuard.headerName, value: cookie))
    }
    var response: HTTPResponse
    if let refusal = guardian.refusal(for: checked) {
      response = refusal
    } else {
      response = composeRoute(checked)
    }
    if request.method == "HEAD" { response.body = Data() }
    return PickerRoutes.secured(response)
  }

  private func composeRoute(_ request: HTTPRequest) -> HTTPResponse {
    let isRead = request.method == "GET" || request.method == "HEAD"
    switch request.path {
    case "/", "/index.html":
      guard isRead else { return .text(405, "use GET") }
      let html = appAssets.html.replacingOccurrences(of: "{{TOKEN}}", with: token.value)
      return HTTPResponse(
        status: 200, headers: [("Content-Type", "text/html; charset=utf-8")], body: Data(html.utf8)
      ).adding("Set-Cookie", "\(appCookieName)=\(token.value); Path=/; HttpOnly; SameSite=Strict")
    case "/compose.css":
      return isRead
        ? HTTPResponse(
          status: 200, headers: [("Content-Type", "text/css; charset=utf-8")], body: appAssets.css)
        : .text(405, "use GET")
    case "/compose.js":
      return isRead
        ? HTTPResponse(
          status: 200, headers: [("Content-Type", "text/javascript; charset=utf-8")],
          body: appAssets.js) : .text(405, "use GET")
    case "/api/compose/suggest":
      return isRead ? suggest(request) : .text(405, "use GET")
    case "/api/compose/complete":
      return isRead ? PickerRoutes.complete(request, dataSource: dataSource) : .text(405, "use GET")
    case "/compose/complete.js":
      return isRead
        ? HTTPResponse(
          status: 200, headers: [("Content-Type", "text/javascript; charset=utf-8")],
          body: appAssets.completeJS) : .text(405, "use GET")
    case "/api/compose/pick":
      return request.method == "POST" ? pick(request) : .text(405, "use POST")
    case "/api/compose/session":
      return isRead ? sessionState(request) : .text(405, "use GET")
    default:
      if request.path.hasPrefix("/api/compose/thumb/") {
        return isRead ? thumbnail(request) : .text(405, "use GET")
      }
      if Self.isPeoplePath(request.path) { return peopleRoute(request) }
      return .text(404, "not found")
    }
  }

  /// The tokens of a chat message's photo suggestion (general context: "send me the pics from
  /// Lisbon" is a search, "see you in Lisbon" is not).
  private func suggest(_ request: HTTPRequest) -> HTTPResponse {
    let text = request.queryValue("q") ?? ""
    guard text.count <= 2000 else { return .text(400, "text too long") }
    let suggestion = dataSource.photoSearchSuggestion(for: text, context: .general)
    let tokens =
      suggestion.map { PickerSearchText(photoSearchSuggestion: $0).resolvedFilters ?? [] } ?? []
    return .json(
      AppAPI.Suggestion(
        text: text, photoSearch: suggestion != nil, tokens: tokens.map(PickerAPI.Token.init)))
  }

  /// Starts a picker session pre-searched with the text's suggestion (or the whole library).
  private func pick(_ request: HTTPRequest) -> HTTPResponse {
    guard request.header("content-type")?.lowercased().hasPrefix("application/json") == true
    else { return .text(415, "send application/json") }
    guard let body = try? JSONDecoder().decode(AppAPI.PickRequest.self, from: request.body),
      body.text.count <= 2000
    else { return .text(400, "malformed body: expected {\"text\": \"…\"}") }
    var searchText: PickerSearchText?
    if let suggestion = dataSource.photoSearchSuggestion(for: body.text, context: .general) {
      searchText = PickerSearchText(photoSearchSuggestion: suggestion)
    } else if !body.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
      let suggestion = dataSource.photoSearchSuggestion(for: body.text, context: .search)
    {
      searchText = PickerSearchText(photoSearchSuggestion: suggestion)
    }
    let configuration = PickerConfiguration(
      selectionLimit: 10, selection: .ordered, searchText: searchText)
    let sessionToken = SessionToken()
    let routes = PickerRoutes(
      configuration: configuration, dataSource: dataSource, assets: pickerAssets,
      thumbnails: thumbnails, token: sessionToken,
      pageSize: max(1, min(options.pageSize, 500)))
    routes.guardian.set(
      RequestGuard(
        token: sessionToken, host: options.host, port: port, maxURLBytes: options.maxURLBytes))
    let id = String(SessionToken().value.prefix(16))
    sessions.add(AppSession(id: id, token: sessionToken, routes: routes))
    return .json(AppAPI.PickSession(id: id, url: "/?token=\(sessionToken.value)"))
  }

  /// A session's outcome with its attachments.
  private func sessionState(_ request: HTTPRequest) -> HTTPResponse {
    guard let id = request.queryValue("id"), let session = sessions.session(id: id) else {
      return .text(404, "no such session")
    }
    switch session.routes.outcome.current {
    case .none:
      return .json(AppAPI.SessionState(id: id, status: "pending", attachments: []))
    case .cancelled:
      return .json(AppAPI.SessionState(id: id, status: "cancelled", attachments: []))
    case .picked(let ids):
      let attachments = ids.compactMap { assetID -> AppAPI.Attachment? in
        guard let asset = (try? dataSource.asset(id: assetID)) ?? nil else { return nil }
        return AppAPI.Attachment(
          id: assetID, name: FileSystemPath.display(asset.fileURL.lastPathComponent),
          place: asset.placeName,
          date: asset.creationDate, people: asset.people,
          thumbnail: "/api/compose/thumb/\(assetID)?size=256&token=\(token.value)")
      }
      return .json(AppAPI.SessionState(id: id, status: "picked", attachments: attachments))
    }
  }

  /// A thumbnail by asset id (the compose view's attachments).
  private func thumbnail(_ request: HTTPRequest) -> HTTPResponse {
    let id = String(request.path.dropFirst("/api/compose/thumb/".count))
    guard PickerRoutes.isPlausibleIdentifier(id) else { return .text(400, "malformed asset id") }
    guard
      let size = Int(request.queryValue("size") ?? "256").flatMap(
        PickerRoutes.servedThumbnailSize)
    else { return .text(400, "size must be a number from 32 to 1024") }
    let asset: PickerAsset?
    do { asset = try dataSource.asset(id: id) } catch { return .text(500, "lookup failed") }
    guard let asset else { return .text(404, "no such asset") }
    do {
      let file = try thumbnails.thumbnail(for: asset.fileURL, size: size, square: true)
      return HTTPResponse(
        status: 200,
        headers: [("Content-Type", "image/jpeg"), ("Cache-Control", "private, max-age=3600")],
        body: try Data(contentsOf: file))
    } catch {
      return .text(422, "no thumbnail for this asset")
    }
  }
}
