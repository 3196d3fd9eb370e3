import PhotoLibrary

/// Text for one line of terminal output: control characters in file names and reasons (a
/// newline in a name would start a new, misleading line) are shown escaped (`\n`, `\t`,
/// `\u{1B}`), and a backslash as `\\`, so every record stays on its line; bytes of a name that
/// is not UTF-8 are shown as U+FFFD.
func displayLine(_ text: String) -> String {
  var out = ""
  for scalar in FileSystemPath.display(text).unicodeScalars {
    switch scalar {
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    case "\\": out += "\\\\"
    default:
      if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
        out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }
  return out
}
