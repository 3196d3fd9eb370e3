import Foundation
import Synchronization

/// One picking session inside the app server: its own token, configuration and outcome, served
/// by the same routes as the stand-alone picker.
final class AppSession: Sendable {
  /// A short random id the compose page uses to ask for the session's outcome.
  let id: String
  /// The session's secret.
  let token: SessionToken
  /// The picker's request handling for this session.
  let routes: PickerRoutes

  init(id: String, token: SessionToken, routes: PickerRoutes) {
    self.id = id
    self.token = token
    self.routes = routes
  }
}

/// The app's picking sessions, newest last; the oldest are dropped past `capacity`.
final class AppSessions: Sendable {
  private let sessions = Mutex<[AppSession]>([])
  let capacity: Int

  init(capacity: Int = 64) { self.capacity = capacity }

  /// Adds a session.
  func add(_ session: AppSession) {
    sessions.withLock { list in
      list.append(session)
      if list.count > capacity { list.removeFirst(list.count - capacity) }
    }
  }

  /// The session whose token is `offered`, if any.
  func session(token offered: String) -> AppSession? {
    sessions.withLock { list in list.last { $0.token.matches(offered) } }
  }

  /// The session with this id, if any.
  func session(id: String) -> AppSession? {
    sessions.withLock { list in list.last { $0.id == id } }
  }

  /// How many sessions are kept.
  var count: Int { sessions.withLock { $0.count } }
}
