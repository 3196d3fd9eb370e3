import CTextShim
import Foundation

/// An image with rendered text, made by libvips (Pango fonts) for tests and the benchmark: a
/// screen-like capture, a sheet of paper photographed on a darker surface (turned, blurred,
/// noisy, with an EXIF orientation), or a photo with no text at all.
public struct TextFixture: Sendable, Hashable {
  /// What the image stands for.
  public enum Kind: String, Sendable, Hashable {
    /// A screen capture (indexed as a screenshot by its file name).
    case screenshot
    /// A photographed document.
    case document
    /// A photo without text.
    case plain
  }

  /// The file name (`.png` or `.jpg`).
  public var name: String
  /// What it stands for.
  public var kind: Kind
  /// The text, lines separated by newlines (empty for ``Kind/plain``).
  public var text: String
  /// Font and size (`DejaVu Sans 14`).
  public var font: String
  /// Resolution the size is rendered at.
  public var dpi = 72
  /// The image's size as shown.
  public var width: Int
  /// The image's height as shown.
  public var height: Int
  /// Where the text goes.
  public var x = 40
  /// Where the text goes.
  public var y = 40
  /// Wrap width (0: none).
  public var wrap = 0
  /// Colours.
  public var ink: [UInt8] = [25, 25, 25]
  /// Colours.
  public var paper: [UInt8] = [250, 250, 246]
  /// Colours.
  public var background: [UInt8] = [255, 255, 255]
  /// Paper margin (0: no sheet).
  public var margin = 0
  /// Degrees the sheet is turned.
  public var angle = 0.0
  /// Blur sigma.
  public var blur = 0.0
  /// Noise sigma.
  public var noise = 0.0
  /// EXIF orientation stored.
  public var orientation = 1

  /// The folded words of the text, in order (what a perfect reading would give).
  public var words: [String] {
    Self.tokens(text)
  }

  /// Folded letter-and-digit runs (`Password:` → `password`; `4419-b` → `4419`, `b`).
  public static func tokens(_ text: String) -> [String] {
    text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }

  /// Writes the image into `folder`; returns its path.
  @discardableResult
  public func write(into folder: String) throws -> String {
    let path = (folder as NSString).appendingPathComponent(name)
    var f = ctext_fixture()
    f.dpi = Int32(dpi)
    f.wrap_width = Int32(wrap)
    f.width = Int32(width)
    f.height = Int32(height)
    f.text_x = Int32(x)
    f.text_y = Int32(y)
    f.ink = (ink[0], ink[1], ink[2])
    f.paper = (paper[0], paper[1], paper[2])
    f.background = (background[0], background[1], background[2])
    f.paper_margin = Int32(margin)
    f.angle = angle
    f.blur = blur
    f.noise = noise
    f.orientation = Int32(orientation)
    let error = text.withCString { t in
      font.withCString { fontName in
        f.text = t
        f.font = fontName
        return ctext_render_fixture(path, &f)
      }
    }
    if let error {
      defer { ctext_free_string(error) }
      throw TextModelError("cannot render \(name): \(String(cString: error))")
    }
    return path
  }
}
