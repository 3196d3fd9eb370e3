import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reads the metadata of QuickTime / ISO-BMFF files (MOV, MP4, M4V, 3GP) that exiv2 does not:
/// `moov/mvhd` creation time and duration, the video track's `tkhd` size, Apple's `moov/meta`
/// keys (`com.apple.quicktime.creationdate`, `…location.ISO6709`, make, model) and `udta`
/// items (`©xyz`, `©day`, `©mak`, `©mod`).
///
/// Only top-level box headers and the `moov` box are read, so a multi-gigabyte clip costs a few
/// small reads. Every length is checked; a truncated or hostile file gives an error.
public enum QuickTimeReader {
  /// File extensions (lower case) read with this reader.
  public static let fileExtensions: Set<String> = ["mp4", "mov", "m4v", "3gp", "3g2"]
  /// The largest `moov` box read into memory (real ones are a few megabytes at most).
  static let maximumMovieBoxBytes = 64 << 20
  /// The most top-level boxes looked at before giving up.
  static let maximumTopLevelBoxes = 4096
  /// Seconds between 1904-01-01 and 1970-01-01 (the QuickTime and Unix epochs).
  static let epochOffset1904: Double = 2_082_844_800

  /// Reads the container at `path`.
  public static func read(path: String) -> Result<QuickTimeMetadata, QuickTimeError> {
    let fd = FileSystemPath.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
    guard fd >= 0 else { return .failure(QuickTimeError("cannot open file")) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(QuickTimeError("cannot stat file")) }
    let fileSize = Int64(info.st_size)
    var position: Int64 = 0
    var brand: String?
    var movie: [UInt8]?
    var seen = 0
    while position < fileSize, seen < maximumTopLevelBoxes {
      seen += 1
      let remaining = fileSize - position
      if remaining < 8 {
        if seen == 1 { return .failure(QuickTimeError("file too small for a box")) }
        break  // trailing bytes after the last box
      }
      guard let header = readBytes(fd, at: position, count: Int(min(remaining, 16))) else {
        return .failure(QuickTimeError("read error at byte \(position)"))
      }
      let size32 = BoxWalker.readUInt32(header, 0)
      let type = BoxWalker.fourCC(header, 4)
      if seen == 1, !knownTopLevelTypes.contains(type) {
        return .failure(
          QuickTimeError("not a QuickTime/MP4 file (first box '\(BoxWalker.printable(type))')"))
      }
      var headerLength: Int64 = 8
      var size = Int64(size32)
      if size32 == 1 {
        guard header.count >= 16 else {
          return .failure(QuickTimeError("truncated 64-bit box header at byte \(position)"))
        }
        let large = BoxWalker.readUInt64(header, 8)
        guard large <= UInt64(Int64.max) else {
          return .failure(
            QuickTimeError("box '\(BoxWalker.printable(type))' has an impossible size"))
        }
        size = Int64(large)
        headerLength = 16
      } else if size32 == 0 {
        size = remaining
      }
      guard size >= headerLength else {
        return .failure(
          QuickTimeError("box '\(BoxWalker.printable(type))' at byte \(position) has size \(size)"))
      }
      if size > remaining {
        // A truncated file: the last box runs past the end. Only fatal when it is the movie box.
        if type == "moov" {
          return .failure(
            QuickTimeError("truncated file: 'moov' needs \(size) bytes, \(remaining) left"))
        }
        break
      }
      let payloadLength = size - headerLength
      if type == "ftyp", payloadLength >= 4,
        let payload = readBytes(fd, at: position + headerLength, count: 4)
      {
        brand = BoxWalker.fourCC(payload, 0)
      } else if type == "moov", movie == nil {
        guard payloadLength <= Int64(maximumMovieBoxBytes) else {
          return .failure(QuickTimeError("'moov' box of \(payloadLength) bytes is too large"))
        }
        guard let payload = readBytes(fd, at: position + headerLength, count: Int(payloadLength))
        else { return .failure(QuickTimeError("read error in 'moov'")) }
        movie = payload
      }
      position += size
    }
    guard let movie else { return .failure(QuickTimeError("no 'moov' box")) }
    switch parseMovie(movie) {
    case .success(var metadata):
      metadata.brand = brand
      return .success(metadata)
    case .failure(let error):
      return .failure(error)
    }
  }

  /// Top-level box types that mark a file as QuickTime / ISO-BMFF.
  static let knownTopLevelTypes: Set<String> = [
    "ftyp", "moov", "mdat", "free", "skip", "wide", "pnot", "uuid", "junk",
  ]

  /// Parses the payload of a `moov` box.
  public static func parseMovie(_ bytes: [UInt8]) -> Result<QuickTimeMetadata, QuickTimeError> {
    var metadata = QuickTimeMetadata()
    var parser = MovieParser(bytes: bytes)
    if let error = parser.walk(0..<bytes.count, path: ["moov"], into: &metadata) {
      return .failure(error)
    }
    parser.finish(into: &metadata)
    return .success(metadata)
  }

  static func readBytes(_ fd: Int32, at offset: Int64, count: Int) -> [UInt8]? {
    guard count >= 0 else { return nil }
    var buffer = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let n = buffer.withUnsafeMutableBytes { raw in
        pread(fd, raw.baseAddress! + done, count - done, off_t(offset) + off_t(done))
      }
      if n < 0, errno == EINTR { continue }
      guard n > 0 else { return nil }
      done += n
    }
    return buffer
  }
}
