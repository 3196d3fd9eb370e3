import Foundation
import PhotoPicker

/// TEST FIXTURE ONLY: draws a small library of synthetic images with libvips (no third-party
/// photos) and describes them with deterministic metadata, for tests and the fixture server.
public enum FixtureLibrary {
  /// People in the fixture.
  public static let people = ["Alice", "Bob", "Chen", "Dana"]
  /// Places in the fixture.
  public static let places = ["Lisbon", "Paris", "Tokyo", "Oslo"]
  /// Keywords in the fixture.
  public static let keywords = ["beach", "dog", "cake", "mountain", "snow"]

  /// Writes `count` JPEGs into `directory` (kept when already there) and returns their assets.
  /// Every seventh image is stored sideways with EXIF orientation 6 (so thumbnails must rotate);
  /// every eleventh is a screenshot, every thirteenth a selfie.
  public static func generate(count: Int, in directory: URL) throws -> [PickerAsset] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return try (0..<max(0, count)).map { index in
      let url = directory.appendingPathComponent(String(format: "IMG_%04d.jpg", index))
      let sideways = index % 7 == 3
      let (width, height) = sideways ? (240, 180) : (320, 240)
      if !FileManager.default.fileExists(atPath: url.path) {
        try Vips.writeRGB(
          pixels(index: index, width: width, height: height), width: width, height: height,
          orientation: sideways ? 6 : 1, to: url.path)
      }
      var names = [people[index % people.count]]
      if index % 3 == 0 { names.append(people[(index + 1) % people.count]) }
      var subtypes: Set<PickerMediaSubtype> = []
      if index % 11 == 5 { subtypes.insert(.screenshot) }
      if index % 13 == 6 { subtypes.insert(.selfie) }
      let date = calendar.date(
        from: DateComponents(
          year: 2019 + index % 6, month: 1 + (index * 5) % 12, day: 1 + index % 28,
          hour: 8 + index % 12))
      return PickerAsset(
        identifier: String(format: "fixture-%04d", index), fileURL: url, mediaType: .image,
        subtypes: subtypes, creationDate: date, placeName: places[(index / 2) % places.count],
        people: names, keywords: [keywords[index % keywords.count]],
        pixelWidth: sideways ? height : width, pixelHeight: sideways ? width : height)
    }
  }

  /// `value` in decimal, left-padded with zeros to `width` digits.
  static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// A gradient in the place's hue with a light disc whose position follows the index.
  static func pixels(index: Int, width: Int, height: Int) -> [UInt8] {
    let hues: [(Double, Double, Double)] = [
      (0.16, 0.47, 0.71), (0.85, 0.33, 0.31), (0.30, 0.62, 0.42), (0.55, 0.40, 0.78),
      (0.95, 0.61, 0.20), (0.20, 0.65, 0.70),
    ]
    let base = hues[index % hues.count]
    let cx = Double(width) * (0.25 + 0.5 * Double((index * 37) % 100) / 100)
    let cy = Double(height) * (0.3 + 0.4 * Double((index * 53) % 100) / 100)
    let radius = Double(min(width, height)) * 0.22
    var out = [UInt8](repeating: 0, count: width * height * 3)
    for y in 0..<height {
      let shade = 0.55 + 0.45 * Double(y) / Double(height)
      for x in 0..<width {
        let dx = Double(x) - cx
        let dy = Double(y) - cy
        let inDisc = dx * dx + dy * dy < radius * radius
        let o = (y * width + x) * 3
        let channels = [base.0, base.1, base.2].map { inDisc ? 0.35 + 0.65 * $0 + 0.3 : $0 * shade }
        for c in 0..<3 { out[o + c] = UInt8(max(0, min(255, channels[c] * 255))) }
      }
    }
    return out
  }
}

extension FixtureLibrary {
  /// TEST FIXTURE ONLY: `count` assets (`synthetic-NNNNNN`) that reuse the files of `base` in
  /// turn, with metadata by the same rules as `generate`, for measuring the picker's paging and
  /// lazy loading on a library of 100,000 items without drawing 100,000 images.
  public static func synthetic(count: Int, reusing base: [PickerAsset]) -> [PickerAsset] {
    guard !base.isEmpty else { return [] }
    let start = Date(timeIntervalSince1970: 1_262_304_000)  // 2010-01-01
    return (0..<max(0, count)).map { index in
      let file = base[index % base.count]
      var names = [people[index % people.count]]
      if index % 3 == 0 { names.append(people[(index + 1) % people.count]) }
      return PickerAsset(
        identifier: "synthetic-" + padded(index, 6), fileURL: file.fileURL,
        mediaType: file.mediaType, subtypes: file.subtypes,
        creationDate: start.addingTimeInterval(Double(index) * 3_600 * 1.7),
        placeName: places[(index / 2) % places.count], people: names,
        keywords: [keywords[index % keywords.count]], pixelWidth: file.pixelWidth,
        pixelHeight: file.pixelHeight)
    }
  }
}
