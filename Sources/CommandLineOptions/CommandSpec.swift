/// One option a command accepts: a flag (`--json`) or an option with a value (`--library PATH`).
public struct OptionSpec: Sendable, Hashable {
  /// The option as typed, with its dashes (`--library`).
  public var name: String
  /// The placeholder of its value (`PATH`); nil for a flag.
  public var valueName: String?
  /// One line on what it does.
  public var help: String

  /// A flag without a value.
  public static func flag(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, help: help)
  }

  /// An option that takes a value.
  public static func value(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: valueName, help: help)
  }
}

/// What a command accepts and how it is described: the usage line, the options, an example.
public struct CommandSpec: Sendable {
  /// The program (`photosearch`).
  public var program: String
  /// The command (`index`).
  public var name: String
  /// The operands and options after the command name, as the usage line shows them.
  public var synopsis: String
  /// One sentence on what the command does.
  public var summary: String
  /// The options it accepts (`--help` is always accepted).
  public var options: [OptionSpec]
  /// How many operands it accepts.
  public var operands: ClosedRange<Int>
  /// Example invocations.
  public var examples: [String]

  /// Describes a command.
  public init(
    program: String = "photosearch", name: String, synopsis: String, summary: String,
    options: [OptionSpec], operands: ClosedRange<Int> = 0...0, examples: [String]
  ) {
    self.program = program
    self.name = name
    self.synopsis = synopsis
    self.summary = summary
    self.options = options
    self.operands = operands
    self.examples = examples
  }

  /// `usage: photosearch NAME SYNOPSIS`.
  public var usage: String {
    synopsis.isEmpty ? "usage: \(program) \(name)" : "usage: \(program) \(name) \(synopsis)"
  }

  /// The text `--help` prints: usage, summary, options, examples.
  public var help: String {
    var lines = [usage, "", summary, "", "options:"]
    let all = options + [.flag("--help", "show this help and exit")]
    let labels = all.map { option in
      option.valueName.map { "\(option.name) \($0)" } ?? option.name
    }
    let width = labels.map { $0.count }.max() ?? 0
    for (label, option) in zip(labels, all) {
      let padding = String(repeating: " ", count: width - label.count)
      lines.append("  " + label + padding + "  " + option.help)
    }
    lines.append("")
    lines.append(examples.count == 1 ? "example:" : "examples:")
    lines += examples.map { "  " + $0 }
    return lines.joined(separator: "\n")
  }
}
