import Foundation

/// The page's files (HTML, CSS, JS, and the completion list's script), read once from the
/// module's `Web` resources.
struct WebAssets: Sendable {
  let html: String
  let css: Data
  let js: Data
  let completeJS: Data

  /// Reads the files; throws when the resources are missing (a broken install).
  static func load() throws -> WebAssets {
    func read(_ name: String) throws -> Data {
      let url = Bundle.module.bundleURL.appendingPathComponent("Web").appendingPathComponent(name)
      return try Data(contentsOf: url)
    }
    return WebAssets(
      html: String(decoding: try read("index.html"), as: UTF8.self), css: try read("app.css"),
      js: try read("app.js"), completeJS: try read("complete.js"))
  }
}
