import CommandLineOptions
import Testing

/// The one option parser every `photosearch` command uses (issue 10, defect 9).
@Suite struct OptionParserTests {
  let spec = CommandSpec(
    name: "index", synopsis: "FOLDER… [--library PATH] [--json]", summary: "Indexes folders.",
    options: [
      .value("--library", "PATH", "the library"), .flag("--json", "JSON summary"),
      .value("--limit", "N", "at most N"),
    ], operands: 0...3, examples: ["photosearch index ~/Pictures"])

  @Test func parsesOptionsFlagsAndOperands() throws {
    let p = try #require(try spec.parse(["a", "--library", "/x.sqlite", "--json", "b"]))
    #expect(p.operands == ["a", "b"])
    #expect(p["--library"] == "/x.sqlite")
    #expect(p.has("--json") && !p.has("--limit"))
    let inline = try #require(try spec.parse(["--limit=3", "-"]))
    #expect(inline["--limit"] == "3")
    #expect(inline.operands == ["-"])
  }

  @Test func helpWinsOverEverythingElse() throws {
    #expect(try spec.parse(["--help"]) == nil)
    #expect(try spec.parse(["--bogus", "-h"]) == nil)
    #expect(try spec.parse(["--", "--help"])?.operands == ["--help"])
  }

  @Test func unknownOptionsAndMissingValuesAreErrorsWithTheUsage() {
    for bad in [["--bogus"], ["-x"], ["--library"], ["--library", "--json"], ["--json=yes"]] {
      #expect(throws: OptionError.self) { try spec.parse(bad) }
    }
    do {
      _ = try spec.parse(["--librar", "x"])
      Issue.record("accepted a misspelt option")
    } catch {
      #expect(error.message == "unknown option --librar")
      #expect(error.description.hasSuffix(spec.usage))
    }
  }

  @Test func operandCountsAreChecked() {
    #expect(throws: OptionError("unexpected operand d", usage: spec.usage)) {
      try spec.parse(["a", "b", "c", "d"])
    }
    let one = CommandSpec(
      name: "owner", synopsis: "NAME", summary: "", options: [], operands: 1...1, examples: [])
    #expect(throws: OptionError("missing operand", usage: one.usage)) { try one.parse([]) }
  }

  @Test func helpShowsUsageOptionsAndAnExample() {
    let help = spec.help
    #expect(help.hasPrefix("usage: photosearch index FOLDER… [--library PATH] [--json]\n"))
    #expect(help.contains("--library PATH") && help.contains("--help"))
    #expect(help.contains("example:\n  photosearch index ~/Pictures"))
  }
}
