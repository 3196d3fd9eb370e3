import CExiv2Shim
import Foundation

/// Why a file's metadata could not be read.
public struct MetadataReadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The reason, as exiv2 or the reader gave it.
  public var reason: String
  /// Creates an error with a reason.
  public init(_ reason: String) { self.reason = reason }
  /// The reason.
  public var description: String { reason }
}

/// Reads a file's metadata through the exiv2 shim. Safe to use from several threads at once.
public enum Exiv2Reader {
  /// Reads the metadata of the file at `path`, or the reason it could not be read: in a helper
  /// process of ``Exiv2ReaderPool/shared`` (bounded in time and memory, in parallel), else in
  /// this process.
  public static func read(path: String) -> Result<RawMetadata, MetadataReadError> {
    Exiv2ReaderPool.shared.read(path: path) ?? readInProcess(path: path)
  }

  /// Reads the metadata of the file at `path` in this process (the shim's XMP lock makes the
  /// XMP part of parallel reads queue; no memory bound).
  public static func readInProcess(path: String) -> Result<RawMetadata, MetadataReadError> {
    let result = FileSystemPath.withCString(path) { cexiv2_read($0) }
    defer { cexiv2_free(result) }
    return convert(result)
  }

  /// Reads metadata from file bytes held in memory.
  public static func read(bytes: [UInt8]) -> Result<RawMetadata, MetadataReadError> {
    let result = bytes.withUnsafeBufferPointer { cexiv2_read_buffer($0.baseAddress, $0.count) }
    defer { cexiv2_free(result) }
    return convert(result)
  }

  /// Writes `key → values` assignments (exiv2 keys) into the image at `path`.
  public static func write(path: String, assignments: [(String, String)]) throws {
    let text = assignments.map { "\($0.0)\t\($0.1.replacingOccurrences(of: "\n", with: " "))" }
      .joined(separator: "\n")
    if let error = cexiv2_write(path, text) {
      defer { cexiv2_free_string(error) }
      throw MetadataReadError(String(cString: error))
    }
  }

  /// Decodes the blob line by line: UTF-8 where valid; IPTC lines that are not UTF-8 as
  /// Latin-1 (the IIM default); other invalid bytes become `?` (as ExifTool shows them).
  static func decode(_ buffer: UnsafeBufferPointer<UInt8>) -> String {
    if let utf8 = String(validating: buffer, as: UTF8.self) { return utf8 }
    var out = ""
    for line in buffer.split(separator: 10, omittingEmptySubsequences: false) {
      if let valid = String(validating: line, as: UTF8.self) {
        out += valid
      } else if line.starts(with: Array("Iptc.".utf8)) {
        out += String(String.UnicodeScalarView(line.map { Unicode.Scalar($0) }))
      } else {
        out += String(decoding: line, as: UTF8.self).replacingOccurrences(of: "\u{FFFD}", with: "?")
      }
      out += "\n"
    }
    return out
  }

  private static func convert(_ result: cexiv2_result) -> Result<RawMetadata, MetadataReadError> {
    guard let text = result.text else { return .failure(MetadataReadError("out of memory")) }
    let buffer = UnsafeBufferPointer(
      start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: result.length)
    return convert(ok: result.ok != 0, buffer)
  }

  /// The metadata of a successful read's blob, or the error of a failed read's reason.
  static func convert(
    ok: Bool, _ buffer: UnsafeBufferPointer<UInt8>
  ) -> Result<RawMetadata, MetadataReadError> {
    if !ok {
      let string = decode(buffer)
      return .failure(MetadataReadError(string.isEmpty ? "unreadable" : string))
    }
    if String(validating: buffer, as: UTF8.self) != nil {
      return .success(RawMetadata(utf8: buffer))
    }
    return .success(RawMetadata(tsv: decode(buffer)))
  }
}
