/// `photosearch parse --times --jsonl FILE [--prefer past|future]`: runs the time recogniser alone
/// over a time-expression suite (`{id, input, reference}` lines) and writes
/// `{id, found: [{text, start, end}]}` lines for `../shared/eval/time/score_time.py`.
enum TimesEvaluation {
  static func run(_ arguments: [String]) async throws -> Int32 {
    print("parse --times: not yet implemented")
    return 1
  }
}
