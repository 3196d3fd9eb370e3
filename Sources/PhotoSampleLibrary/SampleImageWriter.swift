import CVipsShim

/// Writes a painted canvas as a JPEG through libvips (the C shim the picker's thumbnails use).
enum SampleImageWriter {
  /// Writes 8-bit RGB `pixels` (width × height × 3) to `path`, the format chosen by its extension.
  static func writeRGB(_ pixels: [UInt8], width: Int, height: Int, to path: String) throws {
    let result = pixels.withUnsafeBufferPointer { buffer in
      vipsshim_write_rgb(buffer.baseAddress, Int32(width), Int32(height), 0, path)
    }
    guard result == 0 else {
      var reason = "cannot write \(path)"
      if let message = vipsshim_last_error() {
        reason += ": " + String(cString: message)
        vipsshim_free(message)
      }
      throw SampleLibraryError(description: reason)
    }
  }
}

/// Why the sample library could not be written.
public struct SampleLibraryError: Error, Sendable, CustomStringConvertible {
  /// What went wrong.
  public var description: String
}
