import CVipsShim
import Foundation
import PhotoLibrary
import PhotoSearch
import SuggestionSearch

/// The People page of `photosearch serve` (issue 12): unnamed face clusters as face crops; type a
/// name, merge two clusters, or reject a face ("not this person"), behind the app token.
extension PhotoSearchAppServer {
  static func isPeoplePath(_ path: String) -> Bool {
    path == "/people" || path == "/people.js" || path.hasPrefix("/api/people/")
  }

  func peopleRoute(_ request: HTTPRequest) -> HTTPResponse {
    let isRead = request.method == "GET" || request.method == "HEAD"
    let store = dataSource.search.store
    switch request.path {
    case "/people":
      guard isRead, let html = PeopleWebAssets.shared?.html else { return .text(404, "not found") }
      return HTTPResponse(
        status: 200, headers: [("Content-Type", "text/html; charset=utf-8")],
        body: Data(html.replacingOccurrences(of: "{{TOKEN}}", with: token.value).utf8)
      ).adding("Set-Cookie", "\(appCookieName)=\(token.value); Path=/; HttpOnly; SameSite=Strict")
    case "/people.js":
      guard isRead, let js = PeopleWebAssets.shared?.js else { return .text(404, "not found") }
      return HTTPResponse(
        status: 200, headers: [("Content-Type", "text/javascript; charset=utf-8")], body: js)
    case "/api/people/progress":
      guard isRead else { return .text(405, "use GET") }
      let progress = facesProgress.withLock { $0 }
      return .json(
        progress.map { ["line": $0.line, "done": String($0.done), "total": String($0.total)] }
          ?? [:])
    case "/api/people/clusters":
      guard isRead else { return .text(405, "use GET") }
      do {
        return .json(try store.faceClusters(includeNamed: request.queryValue("all") == "1"))
      } catch {
        return .text(500, "\(error)")
      }
    case "/api/people/name", "/api/people/merge", "/api/people/reject":
      guard request.method == "POST" else { return .text(405, "use POST") }
      guard
        let body = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any]
      else { return .text(400, "malformed body: expected a JSON object") }
      func id(_ key: String) -> Int64? { (body[key] as? NSNumber)?.int64Value }
      do {
        switch request.path {
        case "/api/people/name":
          guard let cluster = id("cluster"), let name = body["name"] as? String,
            !name.trimmingCharacters(in: .whitespaces).isEmpty, name.count <= 200
          else { return .text(400, "expected {\"cluster\": ID, \"name\": \"…\"}") }
          let conflicts = try store.nameCluster(cluster, as: name)
          try reloadPeople()
          return .json(["cluster": String(cluster), "conflicts": conflicts.joined(separator: ", ")])
        case "/api/people/merge":
          guard let cluster = id("cluster"), let other = id("other") else {
            return .text(400, "expected {\"cluster\": ID, \"other\": ID}")
          }
          try store.mergeClusters(cluster, other)
          try reloadPeople()
          return .json(["cluster": String(cluster)])
        default:
          guard let face = id("face") else { return .text(400, "expected {\"face\": ID}") }
          return .json(["cluster": String(try store.rejectFace(face))])
        }
      } catch let error as FaceNamingError {
        return .text(404, error.description)
      } catch {
        return .text(500, "\(error)")
      }
    default:
      if request.path.hasPrefix("/api/people/face/"), isRead { return faceCrop(request) }
      return .text(404, "not found")
    }
  }

  /// Builds the search again so the names just given are known to it (the search reads the
  /// library's people once, when it is made).
  func reloadPeople() throws {
    let old = dataSource
    let fresh = LibraryDataSource(
      search: try PhotoLibrarySearch(store: old.search.store), locale: old.locale,
      timeZone: old.timeZone)
    dataSources.withLock { $0 = fresh }
  }

  /// A square JPEG of one face (libvips), cached beside the thumbnails.
  private func faceCrop(_ request: HTTPRequest) -> HTTPResponse {
    guard let id = Int64(request.path.dropFirst("/api/people/face/".count)) else {
      return .text(400, "malformed face id")
    }
    guard let face = try? dataSource.search.store.faceRecord(id: id) else {
      return .text(404, "no such face")
    }
    let key = face.path + "|" + face.box.pixels.map(String.init).joined(separator: ",")
    let name = "face-" + Vips.sha256Hex(Data(key.utf8)) + ".jpg"
    let file = thumbnails.directory.appendingPathComponent(name).path
    if !FileManager.default.fileExists(atPath: file) {
      let ok = FileSystemPath.withCString(face.path) {
        vipsshim_face_crop(
          $0, face.box.left, face.box.top, face.box.right, face.box.bottom, 160, file)
      }
      if ok != 0 {
        if let e = vipsshim_last_error() { vipsshim_free(e) }
        return .text(422, "no crop for this face")
      }
    }
    guard let data = FileManager.default.contents(atPath: file) else {
      return .text(500, "crop unreadable")
    }
    return HTTPResponse(
      status: 200,
      headers: [("Content-Type", "image/jpeg"), ("Cache-Control", "private, max-age=3600")],
      body: data)
  }
}

/// The People page's files, read once from the module's `Web` resources.
struct PeopleWebAssets: Sendable {
  let html: String
  let js: Data

  static let shared: PeopleWebAssets? = {
    let web = Bundle.module.bundleURL.appendingPathComponent("Web")
    guard let html = try? Data(contentsOf: web.appendingPathComponent("people.html")),
      let js = try? Data(contentsOf: web.appendingPathComponent("people.js"))
    else { return nil }
    return PeopleWebAssets(html: String(decoding: html, as: UTF8.self), js: js)
  }()
}
