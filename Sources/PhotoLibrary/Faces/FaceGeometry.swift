/// A face's box in pixels of the full-size image after EXIF orientation:
/// `[left, top, right, bottom]`, right and bottom exclusive.
public struct FaceBox: Sendable, Hashable, Codable {
  /// Left edge.
  public var left: Double
  /// Top edge.
  public var top: Double
  /// Right edge (exclusive).
  public var right: Double
  /// Bottom edge (exclusive).
  public var bottom: Double

  /// Creates a box.
  public init(left: Double, top: Double, right: Double, bottom: Double) {
    self.left = left
    self.top = top
    self.right = right
    self.bottom = bottom
  }

  /// The shorter side in pixels: how large the face is for clustering.
  public var size: Double { min(right - left, bottom - top) }

  /// Area in square pixels (0 for an empty box).
  public var area: Double { max(0, right - left) * max(0, bottom - top) }

  /// Intersection over union with `other` (0 when they do not touch).
  public func intersectionOverUnion(_ other: FaceBox) -> Double {
    let l = max(left, other.left)
    let t = max(top, other.top)
    let r = min(right, other.right)
    let b = min(bottom, other.bottom)
    guard r > l, b > t else { return 0 }
    let inner = (r - l) * (b - t)
    return inner / (area + other.area - inner)
  }

  /// Whether the centre of `other` lies inside this box.
  public func containsCentre(of other: FaceBox) -> Bool {
    let x = (other.left + other.right) / 2
    let y = (other.top + other.bottom) / 2
    return x >= left && x < right && y >= top && y < bottom
  }

  /// The box rounded to whole pixels, as `[left, top, right, bottom]`.
  public var pixels: [Int] {
    [left, top, right, bottom].map { Int($0.rounded()) }
  }
}

/// A face's 128 numbers from the face recognition network: faces of one person lie close
/// together (dlib's model: Euclidean distance under 0.6 for the same person).
public struct FaceDescriptor: Sendable, Hashable {
  /// The values.
  public var values: [Float]

  /// Creates a descriptor.
  public init(_ values: [Float]) { self.values = values }

  /// The Euclidean distance to `other`.
  public func distance(to other: FaceDescriptor) -> Float {
    Self.distance(values, other.values)
  }

  /// The Euclidean distance between two equally long vectors.
  static func distance(_ a: [Float], _ b: [Float]) -> Float {
    a.withUnsafeBufferPointer { x in
      b.withUnsafeBufferPointer { y in Self.distance(x, y, count: min(x.count, y.count)) }
    }
  }

  static func distance(
    _ x: UnsafeBufferPointer<Float>, _ y: UnsafeBufferPointer<Float>, count: Int
  ) -> Float {
    var sum: Float = 0
    for i in 0..<count {
      let d = x[i] - y[i]
      sum += d * d
    }
    return sum.squareRoot()
  }

  /// The values as base64 of little-endian float32 (how the store keeps them).
  public var encoded: String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(values.count * 4)
    for v in values {
      let bits = v.bitPattern.littleEndian
      for k in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: bits >> (8 * UInt32(k)))) }
    }
    return Base64.encode(bytes)
  }

  /// Decodes ``encoded`` text; nil when it is not whole float32 values.
  public init?(encoded text: String) {
    guard let bytes = Base64.decode(text), bytes.count % 4 == 0 else { return nil }
    var values: [Float] = []
    values.reserveCapacity(bytes.count / 4)
    var i = 0
    while i < bytes.count {
      var bits: UInt32 = 0
      for k in 0..<4 { bits |= UInt32(bytes[i + k]) << (8 * UInt32(k)) }
      values.append(Float(bitPattern: bits))
      i += 4
    }
    self.values = values
  }
}

/// Standard base64 without line breaks (Foundation-free, so it is the same everywhere).
enum Base64 {
  static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
  static let reverse: [Int8] = {
    var table = [Int8](repeating: -1, count: 256)
    for (i, c) in alphabet.enumerated() { table[Int(c)] = Int8(i) }
    return table
  }()

  static func encode(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var i = 0
    while i < bytes.count {
      let b0 = UInt32(bytes[i])
      let b1 = i + 1 < bytes.count ? UInt32(bytes[i + 1]) : 0
      let b2 = i + 2 < bytes.count ? UInt32(bytes[i + 2]) : 0
      let n = b0 << 16 | b1 << 8 | b2
      out.append(alphabet[Int(n >> 18 & 63)])
      out.append(alphabet[Int(n >> 12 & 63)])
      out.append(i + 1 < bytes.count ? alphabet[Int(n >> 6 & 63)] : 61)
      out.append(i + 2 < bytes.count ? alphabet[Int(n & 63)] : 61)
      i += 3
    }
    return String(decoding: out, as: UTF8.self)
  }

  static func decode(_ text: String) -> [UInt8]? {
    let chars = Array(text.utf8)
    guard chars.count % 4 == 0 else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(chars.count / 4 * 3)
    var i = 0
    while i < chars.count {
      var n: UInt32 = 0
      var pad = 0
      for k in 0..<4 {
        let c = chars[i + k]
        if c == 61 {
          pad += 1
          n <<= 6
          continue
        }
        let v = reverse[Int(c)]
        guard v >= 0, pad == 0 else { return nil }
        n = n << 6 | UInt32(v)
      }
      out.append(UInt8(n >> 16 & 255))
      if pad < 2 { out.append(UInt8(n >> 8 & 255)) }
      if pad < 1 { out.append(UInt8(n & 255)) }
      i += 4
    }
    return out
  }
}
