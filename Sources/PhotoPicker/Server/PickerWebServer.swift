import Foundation

/// The web picker: serves the page and its API for one picking session on loopback, guarded by
/// a session token, and records the outcome (Add or Cancel).
///
/// Routes: `GET /` (the page; sets the token cookie), `GET /app.css`, `GET /app.js`,
/// `GET /api/config`, `GET /api/search?q=…&page=…[&resolved=1&f=kind:value…]`,
/// `GET /api/suggest?q=…`, `GET /thumb/<assetId>?size=…`, `POST /api/done` (`{"ids": […]}`),
/// `POST /api/cancel`.
public final class PickerWebServer: Sendable {
  /// The session's configuration.
  public let configuration: PickerConfiguration
  /// The session token.
  public let token: SessionToken
  /// The address to open, token included.
  public let url: URL

  private let routes: PickerRoutes
  private let server: HTTPServer

  /// Starts serving; throws when the port cannot be bound or the page files are missing.
  public init(
    configuration: PickerConfiguration, dataSource: any PickerDataSource,
    options: PickerServerOptions = PickerServerOptions(), token: SessionToken = SessionToken()
  ) throws {
    let thumbnails = try ThumbnailCache(
      directory: options.thumbnailDirectory.map { URL(fileURLWithPath: $0) }
        ?? ThumbnailCache.defaultDirectory)
    let routes = PickerRoutes(
      configuration: configuration, dataSource: dataSource, assets: try WebAssets.load(),
      thumbnails: thumbnails, token: token, pageSize: max(1, min(options.pageSize, 500)))
    let server = try HTTPServer(
      host: options.host, port: options.port, maxBodyBytes: options.maxBodyBytes,
      handler: { request in routes.respond(to: request) })
    routes.guardian.set(
      RequestGuard(
        token: token, host: options.host, port: server.port, maxURLBytes: options.maxURLBytes))
    self.configuration = configuration
    self.token = token
    self.routes = routes
    self.server = server
    let shownHost = options.host == "0.0.0.0" ? "127.0.0.1" : options.host
    url = URL(string: "http://\(shownHost):\(server.port)/?token=\(token.value)")!
  }

  /// The port it listens on.
  public var port: UInt16 { server.port }

  /// Waits until the person presses Add or Cancel.
  public func outcome() async -> PickerOutcome { await routes.outcome.wait() }

  /// The outcome if already known.
  public var currentOutcome: PickerOutcome? { routes.outcome.current }

  /// Stops serving.
  public func stop() { server.stop() }
}
