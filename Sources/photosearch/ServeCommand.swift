import Foundation

/// `photosearch serve`: placeholder until the app server lands.
enum ServeCommand {
  static func run(_ arguments: [String]) async throws -> Int32 { 2 }
}
