import CVipsShim
import Foundation
import PhotoLibrary

/// Why libvips could not do what was asked.
public struct VipsError: Error, Sendable, CustomStringConvertible {
  /// libvips' message.
  public var description: String

  static func last(_ context: String) -> VipsError {
    guard let message = vipsshim_last_error() else { return VipsError(description: context) }
    defer { vipsshim_free(message) }
    let text = String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
    return VipsError(description: text.isEmpty ? context : "\(context): \(text)")
  }
}

/// The libvips operations the picker uses, through the non-variadic C shim.
public enum Vips {
  /// The libvips version.
  public static var version: String { String(cString: vipsshim_version()) }

  /// True when HEIF/HEIC images can be read (libvips built with libheif).
  public static var supportsHEIF: Bool { vipsshim_has_heif() == 1 }

  /// Writes a JPEG thumbnail of `source` (a path as ``FileSystemPath`` keeps it) whose longer side is at most `size` (square-cropped
  /// around the centre when `square`), EXIF orientation applied.
  public static func thumbnail(of source: String, size: Int, square: Bool, to output: String)
    throws
  {
    let made = FileSystemPath.withCString(source) {
      vipsshim_thumbnail($0, Int32(size), square ? 1 : 0, output)
    }
    guard made == 0 else {
      throw VipsError.last("cannot make a thumbnail of \(FileSystemPath.display(source))")
    }
  }

  /// The pixel size of the image at `path`, orientation applied, read from its header.
  public static func pixelSize(of path: String) throws -> (width: Int, height: Int) {
    var width: Int32 = 0
    var height: Int32 = 0
    guard vipsshim_image_size(path, &width, &height) == 0 else {
      throw VipsError.last("cannot read \(path)")
    }
    return (Int(width), Int(height))
  }

  /// Writes 8-bit RGB `pixels` (width × height × 3) to `path`, the format chosen by its
  /// extension, with EXIF `orientation` (1…8) when given.
  public static func writeRGB(
    _ pixels: [UInt8], width: Int, height: Int, orientation: Int? = nil, to path: String
  ) throws {
    guard pixels.count == width * height * 3 else {
      throw VipsError(description: "expected \(width * height * 3) bytes, got \(pixels.count)")
    }
    let result = pixels.withUnsafeBufferPointer { buffer in
      vipsshim_write_rgb(
        buffer.baseAddress, Int32(width), Int32(height), Int32(orientation ?? 0), path)
    }
    guard result == 0 else { throw VipsError.last("cannot write \(path)") }
  }

  /// The lowercase hex SHA-256 of `data`.
  public static func sha256Hex(_ data: Data) -> String {
    var out = [CChar](repeating: 0, count: 65)
    data.withUnsafeBytes { bytes in
      vipsshim_sha256_hex(bytes.baseAddress, bytes.count, &out)
    }
    return String(decoding: out.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
