import CommandLineOptions

/// The options `photosearch parse` accepts (its own and those of `--times`, see
/// `TimesEvaluation`), checked strictly before the command reads them.
enum ParseOptions {
  static let spec = CommandSpec(
    name: "parse",
    synopsis:
      "TEXT… [--context general|search] [--locale L] [--timezone TZ] [--now ISO] [--explain] | --jsonl FILE|- | --times …",
    summary:
      "Turns text into one photo search suggestion (JSON); --jsonl reads query lines; --times runs the time suites.",
    options: [
      .value("--context", "C", "general (default) or search"), .value("--locale", "L", "en_US"),
      .value("--timezone", "TZ", "the reference time zone"),
      .value("--now", "ISO", "the reference time (YYYY-MM-DDTHH:MM:SS)"),
      .flag("--explain", "print the reading trace on standard error"),
      .value("--jsonl", "FILE", "read query lines from FILE (- for standard input)"),
      .flag("--times", "run the time recogniser alone (see TimesEvaluation)"),
      .value("--text", "TEXT", "with --times: one sentence"),
      .value("--prefer", "past|future", "with --times: which way bare dates resolve"),
      .value("--ranges", "start|through", "with --times: range convention"),
      .value("--weeks", "iso|locale", "with --times: first weekday"),
      .flag("--case-locale", "with --times: each line's own locale"),
      .flag("--case-prefer", "with --times: each line's own direction (prefer)"),
      .value("--runs", "N", "with --times: timing runs"),
      .value("--out", "FILE", "with --times: write predictions to FILE"),
    ], operands: 0...Int.max,
    examples: [
      "photosearch parse \"photos from Paris last summer\" --timezone Europe/Paris --now 2026-07-15T10:00:00"
    ])
}
