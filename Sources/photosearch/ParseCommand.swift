/// `photosearch parse TEXT [--context general|search] [--locale L] [--timezone TZ] [--now ISO]`
/// and `photosearch parse --jsonl FILE|-` (and `--times --jsonl FILE` for time suites).
enum ParseCommand {
  static func run(_ arguments: [String]) async throws -> Int32 {
    if arguments.contains("--times") { return try await TimesEvaluation.run(arguments) }
    print("parse: not yet implemented")
    return 1
  }
}
