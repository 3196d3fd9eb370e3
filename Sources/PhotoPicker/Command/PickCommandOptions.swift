/// The arguments of `photosearch pick "TEXT" [--library PATH] [--limit N] [--ordered] [--json]
/// [--host ADDRESS] [--port N] [--no-open]`, parsed.
public struct PickCommandOptions: Sendable, Hashable {
  /// The search text (the words joined with spaces); empty shows the whole library.
  public var text: String = ""
  /// The library folder or index given with `--library`, if any.
  public var library: String?
  /// `--limit N`; 0 (the default for the command) means no limit.
  public var selectionLimit: Int = 0
  /// `--ordered`: numbered badges, results in that order.
  public var ordered = false
  /// `--json`: print `PickerResult` JSON instead of paths.
  public var json = false
  /// `--host`: the address to bind (loopback unless told otherwise).
  public var host = "127.0.0.1"
  /// `--port`: 0 picks a free port.
  public var port: UInt16 = 0
  /// `--no-open`: do not try `xdg-open`.
  public var openBrowser = true

  /// The usage line.
  public static let usage =
    "usage: photosearch pick \"TEXT\" [--library PATH] [--limit N] [--ordered] [--json] "
    + "[--host ADDRESS] [--port N] [--no-open]"

  /// Why the arguments could not be parsed.
  public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong, followed by the usage line.
    public var description: String
  }

  /// Defaults (no text, unlimited, loopback).
  public init() {}

  /// Parses `arguments` (without the command name).
  public init(parsing arguments: [String]) throws(ParseError) {
    var rest = arguments[...]
    var words: [String] = []
    func value(for option: String) throws(ParseError) -> String {
      guard let value = rest.popFirst() else { throw Self.error("\(option) needs a value") }
      return value
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--library": library = try value(for: argument)
      case "--limit":
        let text = try value(for: argument)
        guard let limit = Int(text), limit >= 0 else {
          throw Self.error("--limit takes a whole number ≥ 0, not \(text)")
        }
        selectionLimit = limit
      case "--ordered": ordered = true
      case "--json": json = true
      case "--host":
        host = try value(for: argument)
        guard Self.isIPv4(host) else { throw Self.error("--host takes an IPv4 address") }
      case "--port":
        let text = try value(for: argument)
        guard let port = UInt16(text) else { throw Self.error("--port takes 0…65535") }
        self.port = port
      case "--no-open": openBrowser = false
      case "--":
        words += rest
        rest = []
      default:
        if argument.hasPrefix("--") { throw Self.error("unknown option \(argument)") }
        words.append(argument)
      }
    }
    text = words.joined(separator: " ")
  }

  /// The picker configuration these options ask for.
  public var configuration: PickerConfiguration {
    PickerConfiguration(
      selectionLimit: selectionLimit, selection: ordered ? .ordered : .default,
      searchText: text.isEmpty ? nil : PickerSearchText(text))
  }

  /// The server options these options ask for.
  public var serverOptions: PickerServerOptions { PickerServerOptions(host: host, port: port) }

  private static func error(_ message: String) -> ParseError {
    ParseError(description: message + "\n" + usage)
  }

  private static func isIPv4(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4 && parts.allSatisfy { UInt8($0) != nil }
  }
}
