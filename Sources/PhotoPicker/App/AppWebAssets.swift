import Foundation

/// The compose page's files and the small script that brings the picker back to it, read once
/// from the module's `Web` resources.
struct AppWebAssets: Sendable {
  let html: String
  let css: Data
  let js: Data
  let returnJS: Data
  let completeJS: Data

  static func load() throws -> AppWebAssets {
    func read(_ name: String) throws -> Data {
      let url = Bundle.module.bundleURL.appendingPathComponent("Web").appendingPathComponent(name)
      return try Data(contentsOf: url)
    }
    return AppWebAssets(
      html: String(decoding: try read("compose.html"), as: UTF8.self),
      css: try read("compose.css"), js: try read("compose.js"), returnJS: try read("return.js"),
      completeJS: try read("complete.js"))
  }
}
