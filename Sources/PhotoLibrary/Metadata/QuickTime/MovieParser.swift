/// Walks the inside of a `moov` box and collects the values ``QuickTimeReader`` reports.
struct MovieParser {
  let bytes: [UInt8]
  /// Apple `keys` names, in order (ilst item n refers to key n, 1-based).
  private var keys: [String] = []
  /// `ilst` values by key index, read before or after their `keys` box.
  private var itemValues: [(index: Int, value: String)] = []
  private var userDataItems: [String: String] = [:]
  /// Values by Apple key name from every `meta` box; the movie's own `meta` wins over a track's.
  private var named: [String: String] = [:]
  /// What the track being walked says about its media.
  private var track = TrackMedia()

  init(bytes: [UInt8]) { self.bytes = bytes }

  /// Boxes a plain (QuickTime) `meta` starts with.
  static let metaChildren: Set<String> = ["hdlr", "keys", "ilst"]

  static let containers: Set<String> = ["moov", "trak", "mdia", "minf", "udta", "edts", "stbl"]

  /// Walks `range`, descending into containers; returns the first structural error.
  mutating func walk(_ range: Range<Int>, path: [String], into m: inout QuickTimeMetadata)
    -> QuickTimeError?
  {
    guard path.count <= BoxWalker.maximumDepth else {
      return QuickTimeError("boxes nested deeper than \(BoxWalker.maximumDepth)")
    }
    let boxes: [Box]
    switch BoxWalker.children(of: bytes, in: range) {
    case .success(let list): boxes = list
    case .failure(let error): return error
    }
    for box in boxes {
      let payload = box.payloadStart..<box.end
      switch box.type {
      case "mvhd" where path.last == "moov":
        readMovieHeader(payload, into: &m)
      case "tkhd" where path.last == "trak":
        readTrackHeader(payload, into: &m)
      case "meta":
        // QuickTime `meta` is a plain container; ISO `meta` is a full box (4 bytes version and
        // flags first). A plain one starts with a child box header (`hdlr`) at offset 4.
        var start = payload.lowerBound
        if payload.count >= 12, !Self.metaChildren.contains(BoxWalker.fourCC(bytes, start + 4)) {
          start += 4
        }
        if let error = walk(start..<payload.upperBound, path: path + ["meta"], into: &m) {
          return error
        }
        collectNamedValues(movieLevel: path.last == "moov")
      case "keys" where path.last == "meta":
        readKeys(payload)
      case "ilst" where path.last == "meta":
        readItems(payload)
      case "trak":
        track = TrackMedia()
        _ = walk(payload, path: path + ["trak"], into: &m)
        if track.handler == "vide", m.videoFrameRate == nil { m.videoFrameRate = track.frameRate }
      case "hdlr" where path.last == "mdia":
        if payload.count >= 12 { track.handler = BoxWalker.fourCC(bytes, payload.lowerBound + 8) }
      case "mdhd" where path.last == "mdia":
        readMediaHeader(payload)
      case "stts" where path.last == "stbl":
        readSampleTimes(payload)
      case _ where path.last == "udta" && box.type.hasPrefix("©"):
        if let text = userDataText(payload) { userDataItems[box.type] = text }
      case _ where Self.containers.contains(box.type):
        // A malformed nested box only loses that branch's values, not the whole clip.
        _ = walk(payload, path: path + [box.type], into: &m)
      default:
        break
      }
    }
    return nil
  }

  /// Applies the key/value items and user data collected during the walk.
  func finish(into m: inout QuickTimeMetadata) {
    m.appleCreationDate = named["com.apple.quicktime.creationdate"]?.trimmedMetadata.nilIfEmpty
    m.make =
      (named["com.apple.quicktime.make"] ?? userDataItems["©mak"])?.trimmedMetadata.nilIfEmpty
    m.model =
      (named["com.apple.quicktime.model"] ?? userDataItems["©mod"])?.trimmedMetadata.nilIfEmpty
    m.software =
      (named["com.apple.quicktime.software"] ?? userDataItems["©swr"])?.trimmedMetadata.nilIfEmpty
    m.userDataDay = userDataItems["©day"]?.trimmedMetadata.nilIfEmpty
    if let fps = named["com.android.capture.fps"].flatMap({ Double($0.trimmedMetadata) }),
      fps.isFinite, fps > 0
    {
      m.captureFrameRate = fps
    }
    m.captureMode = named["com.apple.photos.captureMode"]?.trimmedMetadata.nilIfEmpty
    for text in [named["com.apple.quicktime.location.ISO6709"], userDataItems["©xyz"]] {
      guard let text, let position = ISO6709.parse(text.trimmedMetadata) else { continue }
      m.latitude = position.latitude
      m.longitude = position.longitude
      m.altitude = position.altitude
      break
    }
  }

  /// Resolves the `keys`/`ilst` pair of the `meta` box just walked into ``named``, then clears
  /// them for the next `meta` box (a track's keys are numbered on their own).
  private mutating func collectNamedValues(movieLevel: Bool) {
    for item in itemValues where item.index >= 1 && item.index <= keys.count {
      let key = keys[item.index - 1]
      if movieLevel || named[key] == nil { named[key] = item.value }
    }
    keys = []
    itemValues = []
  }

  /// A track's `mdhd`: the media timescale.
  private mutating func readMediaHeader(_ r: Range<Int>) {
    guard r.count >= 4 else { return }
    let offset = bytes[r.lowerBound] == 1 ? 4 + 16 : 4 + 8
    guard r.count >= offset + 4 else { return }
    track.timescale = BoxWalker.readUInt32(bytes, r.lowerBound + offset)
  }

  /// A track's `stts`: how many samples it has and how long they last, in media time units.
  private mutating func readSampleTimes(_ r: Range<Int>) {
    guard r.count >= 8 else { return }
    let count = Int(BoxWalker.readUInt32(bytes, r.lowerBound + 4))
    var p = r.lowerBound + 8
    var entries = 0
    while entries < count, p + 8 <= r.upperBound {
      let samples = UInt64(BoxWalker.readUInt32(bytes, p))
      let delta = UInt64(BoxWalker.readUInt32(bytes, p + 4))
      track.samples &+= samples
      track.duration &+= samples &* delta
      p += 8
      entries += 1
    }
  }

  private func readMovieHeader(_ r: Range<Int>, into m: inout QuickTimeMetadata) {
    guard r.count >= 4 else { return }
    let version = bytes[r.lowerBound]
    let p = r.lowerBound + 4
    let created: UInt64
    let timescale: UInt32
    let duration: UInt64
    if version == 1 {
      guard r.count >= 4 + 28 else { return }
      created = BoxWalker.readUInt64(bytes, p)
      timescale = BoxWalker.readUInt32(bytes, p + 16)
      duration = BoxWalker.readUInt64(bytes, p + 20)
    } else {
      guard r.count >= 4 + 16 else { return }
      created = UInt64(BoxWalker.readUInt32(bytes, p))
      timescale = BoxWalker.readUInt32(bytes, p + 8)
      duration = UInt64(BoxWalker.readUInt32(bytes, p + 12))
    }
    // Zero means "not set"; years past 9999 are garbage.
    if created > 0, created < 253_402_300_800 + UInt64(QuickTimeReader.epochOffset1904) {
      m.creationEpoch = Double(created) - QuickTimeReader.epochOffset1904
    }
    if timescale > 0, duration != UInt64.max, !(version == 0 && duration == UInt64(UInt32.max)) {
      m.duration = Double(duration) / Double(timescale)
    }
  }

  private func readTrackHeader(_ r: Range<Int>, into m: inout QuickTimeMetadata) {
    guard m.width == nil, r.count >= 4 else { return }
    let version = bytes[r.lowerBound]
    let sizeOffset = version == 1 ? 4 + 32 + 52 : 4 + 20 + 52
    guard r.count >= sizeOffset + 8 else { return }
    let w = Int(BoxWalker.readUInt32(bytes, r.lowerBound + sizeOffset) >> 16)
    let h = Int(BoxWalker.readUInt32(bytes, r.lowerBound + sizeOffset + 4) >> 16)
    // Audio tracks have a zero size; the first track with a picture is the video.
    if w > 0, h > 0 {
      m.width = w
      m.height = h
    }
  }

  private mutating func readKeys(_ r: Range<Int>) {
    guard r.count >= 8 else { return }
    let count = Int(BoxWalker.readUInt32(bytes, r.lowerBound + 4))
    var p = r.lowerBound + 8
    var list: [String] = []
    while list.count < min(count, 1024), p + 8 <= r.upperBound {
      let size = Int(BoxWalker.readUInt32(bytes, p))
      guard size >= 8, size <= r.upperBound - p else { break }
      list.append(String(decoding: bytes[(p + 8)..<(p + size)], as: UTF8.self))
      p += size
    }
    keys = list
  }

  private mutating func readItems(_ r: Range<Int>) {
    guard case .success(let items) = BoxWalker.children(of: bytes, in: r) else { return }
    for item in items.prefix(1024) {
      // The item's type is the 1-based key index as a 32-bit number.
      let index = Int(item.typeCode)
      guard
        case .success(let inner) = BoxWalker.children(of: bytes, in: item.payloadStart..<item.end),
        let data = inner.first(where: { $0.type == "data" }),
        let value = dataText(data.payloadStart..<data.end)
      else { continue }
      if item.type.hasPrefix("©") {
        // iTunes-style `udta/meta/ilst` items are named by their type, not by a key index.
        if userDataItems[item.type] == nil { userDataItems[item.type] = value }
      } else {
        itemValues.append((index, value))
      }
    }
  }

  /// A `data` box's value as text: UTF-8/UTF-16 strings, and integers as decimal text.
  private func dataText(_ r: Range<Int>) -> String? {
    guard r.count >= 8 else { return nil }
    let type = BoxWalker.readUInt32(bytes, r.lowerBound) & 0x00FF_FFFF
    let value = bytes[(r.lowerBound + 8)..<r.upperBound]
    switch type {
    case 1: return String(decoding: value, as: UTF8.self)
    case 2:
      var units: [UInt16] = []
      var i = value.startIndex
      while i + 1 < value.endIndex {
        units.append(UInt16(value[i]) << 8 | UInt16(value[i + 1]))
        i += 2
      }
      return String(decoding: units, as: UTF16.self)
    case 23:
      guard value.count == 4 else { return nil }
      let bits = value.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      return String(Double(Float(bitPattern: bits)))
    case 24:
      guard value.count == 8 else { return nil }
      let bits = value.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      return String(Double(bitPattern: bits))
    case 21, 22:
      guard (1...8).contains(value.count) else { return nil }
      var n: UInt64 = 0
      for b in value { n = n << 8 | UInt64(b) }
      if type == 21, value.count < 8, n >> (value.count * 8 - 1) == 1 {
        return String(Int64(n) - (Int64(1) << (value.count * 8)))
      }
      return type == 21 ? String(Int64(bitPattern: n)) : String(n)
    default: return nil
    }
  }

  /// A QuickTime user-data text item: 16-bit length, 16-bit language, text; or an iTunes-style
  /// item holding a `data` box.
  private func userDataText(_ r: Range<Int>) -> String? {
    if r.count >= 16, BoxWalker.fourCC(bytes, r.lowerBound + 4) == "data",
      case .success(let inner) = BoxWalker.children(of: bytes, in: r),
      let data = inner.first(where: { $0.type == "data" })
    {
      return dataText(data.payloadStart..<data.end)
    }
    guard r.count >= 4 else { return nil }
    let length = Int(BoxWalker.readUInt16(bytes, r.lowerBound))
    let start = r.lowerBound + 4
    guard length <= r.upperBound - start else { return nil }
    return String(decoding: bytes[start..<(start + length)], as: UTF8.self)
  }
}

/// What one track's media boxes say: its handler (`vide`, `soun`, …), timescale and samples.
struct TrackMedia {
  /// The `mdia/hdlr` handler type.
  var handler: String?
  /// Media time units per second (`mdhd`).
  var timescale: UInt32 = 0
  /// Samples in the track (`stts`).
  var samples: UInt64 = 0
  /// Their total duration in media time units (`stts`).
  var duration: UInt64 = 0

  /// Samples per second, when the track has more than one sample and a duration.
  var frameRate: Double? {
    guard samples > 1, duration > 0, timescale > 0 else { return nil }
    let rate = Double(samples) * Double(timescale) / Double(duration)
    return rate.isFinite ? rate : nil
  }
}
