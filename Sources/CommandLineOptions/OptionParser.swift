/// A command line mistake: what was wrong and the command's usage line (exit status 2).
public struct OptionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What was wrong.
  public var message: String
  /// The command's usage line.
  public var usage: String
  /// Creates an error.
  public init(_ message: String, usage: String) {
    self.message = message
    self.usage = usage
  }
  /// The message, then the usage line.
  public var description: String { "\(message)\n\(usage)" }
}

/// The parsed command line of one command.
public struct ParsedOptions: Sendable, Equatable {
  /// Values of the options given with one (last one wins).
  public var values: [String: String] = [:]
  /// Flags given.
  public var flags: Set<String> = []
  /// Operands, in order.
  public var operands: [String] = []

  /// Creates an empty result.
  public init() {}

  /// The value of an option, when given.
  public subscript(_ name: String) -> String? { values[name] }

  /// Whether a flag (or an option with a value) was given.
  public func has(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }
}

extension CommandSpec {
  /// Parses `arguments` (after the command name) strictly: every option must be one of
  /// ``options``; an option that takes a value needs one (`--name VALUE` or `--name=VALUE`);
  /// a flag takes none; the operand count must fit ``operands``; `--` ends the options.
  /// Returns nil when `--help` (or `-h`) is asked for, before any other check.
  public func parse(_ arguments: [String]) throws(OptionError) -> ParsedOptions? {
    let endOfOptions = arguments.firstIndex(of: "--") ?? arguments.endIndex
    if arguments[..<endOfOptions].contains(where: { $0 == "--help" || $0 == "-h" }) { return nil }
    let known = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    var result = ParsedOptions()
    var i = 0
    while i < arguments.count {
      let argument = arguments[i]
      i += 1
      if argument == "--" {
        result.operands += arguments[i...]
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        result.operands.append(argument)
        continue
      }
      var name = argument
      var inline: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      guard let option = known[name] else {
        throw OptionError("unknown option \(name)", usage: usage)
      }
      if let valueName = option.valueName {
        if let inline {
          result.values[name] = inline
        } else if i < arguments.count, !arguments[i].hasPrefix("--") {
          result.values[name] = arguments[i]
          i += 1
        } else {
          throw OptionError("\(name) needs a value (\(valueName))", usage: usage)
        }
      } else {
        guard inline == nil else { throw OptionError("\(name) takes no value", usage: usage) }
        result.flags.insert(name)
      }
    }
    guard operands.contains(result.operands.count) else {
      let message =
        result.operands.count < operands.lowerBound
        ? "missing operand" : "unexpected operand \(result.operands[operands.upperBound])"
      throw OptionError(message, usage: usage)
    }
    return result
  }

  /// An ``OptionError`` for a bad value of an option (exit status 2).
  public func invalid(_ message: String) -> OptionError { OptionError(message, usage: usage) }
}
