/// What one picture of the sample library shows and carries, decided before drawing.
public struct SamplePhoto: Sendable, Hashable {
  /// What sort of picture it is.
  public enum Kind: String, Sendable, Hashable {
    /// A camera photo.
    case photo
    /// A front-camera photo of the owner (lens model says "front camera").
    case selfie
    /// A wide camera photo (3:1).
    case panorama
    /// A PNG screen capture without camera or place.
    case screenshot
  }

  /// Path relative to the library folder.
  public var relativePath: String
  /// The kind.
  public var kind: Kind
  /// Local capture time: year, month, day, hour, minute.
  public var year: Int, month: Int, day: Int, hour: Int, minute: Int
  /// Where it was taken (nil for screenshots).
  public var place: SampleCast.Place?
  /// GPS position (the place's centre plus a little jitter).
  public var latitude: Double?, longitude: Double?
  /// Named people (face regions), in drawing order.
  public var people: [String]
  /// True when the dog is in it (a Pet region).
  public var hasPet: Bool
  /// Keywords (subject vocabulary values).
  public var keywords: [String]
  /// A title for the picture.
  public var title: String

  /// `YYYY:MM:DD hh:mm:ss`, the EXIF form.
  public var exifDate: String {
    "\(pad(year, 4)):\(pad(month, 2)):\(pad(day, 2)) \(pad(hour, 2)):\(pad(minute, 2)):00"
  }

  func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}

/// The deterministic plan of the sample library: for every year from 2010 to `lastYear`, a
/// winter, spring, summer and autumn event at home or away, three to five photos each, some
/// selfies and panoramas, plus screenshots.
public enum SamplePlan {
  /// The first year with photos.
  public static let firstYear = 2010

  /// The photos of a library generated in `lastYear` (the current year).
  public static func photos(lastYear: Int) -> [SamplePhoto] {
    var random = SampleRandom(seed: 0x5EED_2024)
    var out: [SamplePhoto] = []
    let years = firstYear...max(firstYear, lastYear)
    for year in years {
      for season in 0..<4 {
        out += event(
          year: year, season: season, index: out.count, random: &random, lastYear: lastYear)
      }
      out += screenshots(year: year, random: &random)
    }
    return out
  }

  /// The photos of one event.
  static func event(
    year: Int, season: Int, index: Int, random: inout SampleRandom, lastYear: Int
  ) -> [SamplePhoto] {
    let months = [[1, 2, 12], [3, 4, 5], [6, 7, 8], [9, 10, 11]][season]
    let month = random.pick(months)
    let day = random.within(1...26)
    // Summers (and every other spring) are trips; the demo query "Lisbon last summer" always
    // has an answer in the last two summers.
    let away = season == 2 || (season == 1 && year % 2 == 0) || (season == 3 && year % 3 == 0)
    let demoTrip = season == 2 && year >= lastYear - 1
    let place =
      demoTrip ? SampleCast.trips[0] : away ? random.pick(SampleCast.trips) : SampleCast.home
    var themes = place.themes
    if place == SampleCast.home {
      if month == 12 { themes = ["christmas tree", "snow"] }
      if season == 0 && month != 12 { themes = ["snow", "dog"] }
      if season == 1 { themes = ["birthday", "cake", "garden"] }
    }
    let family = SampleCast.family.map(\.name)
    let friends = SampleCast.friends.map(\.name)
    let company: [String] =
      place == SampleCast.home || demoTrip
      ? family : (year % 2 == 0 ? family : [random.pick(friends), random.pick(family)])
    let slug = place.city.lowercased().replacingOccurrences(of: " ", with: "-")
    let seasonName = ["winter", "spring", "summer", "autumn"][season]
    let count = random.within(3...5)
    var photos: [SamplePhoto] = []
    for n in 0..<count {
      var kind: SamplePhoto.Kind = .photo
      if n == 1 && (index + n) % 3 == 0 { kind = .selfie }
      if n == count - 1 && place != SampleCast.home && year % 2 == 1 { kind = .panorama }
      var people: [String] = []
      if kind == .selfie {
        people = [SampleCast.owner.name, company[0]]
      } else if kind != .panorama {
        let shown = random.within(0...min(3, company.count))
        var pool = company + [SampleCast.owner.name]
        for _ in 0..<shown where !pool.isEmpty {
          people.append(pool.remove(at: random.below(pool.count)))
        }
        // The family trip to Lisbon answers the demo query "pics of Mom from Lisbon".
        if demoTrip, n % 2 == 0, !people.contains(family[0]) { people.insert(family[0], at: 0) }
      }
      let hasPet = place == SampleCast.home && kind == .photo && (themes.contains("dog") || n == 0)
      var keywords = [themes[n % themes.count]]
      if hasPet, !keywords.contains("dog") { keywords.append("dog") }
      if themes.count > 1, random.below(3) == 0 {
        let extra = themes[(n + 1) % themes.count]
        if !keywords.contains(extra) { keywords.append(extra) }
      }
      let hour = min(22, random.within(9...16) + (keywords.contains("sunset") ? 4 : 0))
      let jitter = 0.02
      let name = "IMG_\(String(1000 + index + n))" + (kind == .panorama ? "_PANO" : "") + ".jpg"
      photos.append(
        SamplePhoto(
          relativePath:
            "\(year)/\(String(month < 10 ? "0" : ""))\(month)-\(slug)-\(seasonName)/\(name)",
          kind: kind, year: year, month: month, day: min(28, day + n / 2), hour: hour,
          minute: random.within(0...59), place: place,
          latitude: place.latitude + (random.unit() - 0.5) * jitter,
          longitude: place.longitude + (random.unit() - 0.5) * jitter, people: people,
          hasPet: hasPet, keywords: keywords,
          title: "\(place.city), \(seasonName) \(year)"))
    }
    return photos
  }

  /// One or two screenshots a year.
  static func screenshots(year: Int, random: inout SampleRandom) -> [SamplePhoto] {
    (0..<(year % 2 == 0 ? 2 : 1)).map { n in
      let month = random.within(1...12)
      let day = random.within(1...28)
      let hour = random.within(8...22)
      let minute = random.within(0...59)
      var photo = SamplePhoto(
        relativePath: "", kind: .screenshot, year: year, month: month, day: day, hour: hour,
        minute: minute, place: nil, latitude: nil, longitude: nil, people: [], hasPet: false,
        keywords: [], title: "Screenshot")
      photo.relativePath =
        "Screenshots/Screenshot \(year)-\(photo.pad(month, 2))-\(photo.pad(day, 2)) at "
        + "\(photo.pad(hour, 2)).\(photo.pad(minute, 2)).\(photo.pad(n, 2)).png"
      return photo
    }
  }
}
