/// Draws a sample picture: a simple scene chosen by its first keyword (sky, ground, sun or moon,
/// mountains, buildings, water, trees, a cake…), the people in it as coloured figures, and a
/// label with the place and date. No third-party imagery.
enum SamplePainter {
  typealias Color = SampleCanvas.Color

  /// The pixels of `photo` at `width` × `height`.
  static func paint(_ photo: SamplePhoto, width: Int, height: Int) -> SampleCanvas {
    var canvas = SampleCanvas(width: width, height: height)
    if photo.kind == .screenshot {
      screenshot(photo, on: &canvas)
      return canvas
    }
    var random = SampleRandom(seed: UInt64(truncatingIfNeeded: photo.relativePath.hashValueStable))
    let theme = photo.keywords.first ?? "city"
    let evening = photo.hour >= 18 || theme == "sunset"
    let winter = theme == "snow" || theme == "christmas tree"
    let horizon = height * 62 / 100
    let skyTop: Color
    let skyBottom: Color
    if evening {
      (skyTop, skyBottom) = ((0.20, 0.18, 0.45), (0.98, 0.55, 0.30))
    } else if winter {
      (skyTop, skyBottom) = ((0.55, 0.65, 0.80), (0.90, 0.93, 0.97))
    } else {
      (skyTop, skyBottom) = ((0.25, 0.55, 0.90), (0.70, 0.85, 0.98))
    }
    canvas.gradient(skyTop, skyBottom, from: 0, to: horizon)
    let sunX = Double(width) * (0.15 + 0.7 * random.unit())
    canvas.disc(
      cx: sunX, cy: Double(horizon) * (evening ? 0.8 : 0.3), radius: Double(height) * 0.08,
      evening ? (1.0, 0.75, 0.35) : (1.0, 0.96, 0.75))
    let groundTop: Color
    let groundBottom: Color
    switch theme {
    case "beach", "sunset", "boat", "lake", "waterfall":
      (groundTop, groundBottom) = ((0.10, 0.40, 0.65), (0.05, 0.25, 0.45))
    case "snow", "christmas tree", "mountain":
      (groundTop, groundBottom) = ((0.92, 0.94, 0.98), (0.80, 0.84, 0.90))
    case "city", "museum", "concert", "coffee", "pizza", "food":
      (groundTop, groundBottom) = ((0.45, 0.45, 0.48), (0.30, 0.30, 0.33))
    default:
      (groundTop, groundBottom) = ((0.35, 0.65, 0.30), (0.20, 0.45, 0.20))
    }
    if ["mountain", "hiking", "waterfall", "lake", "snow"].contains(theme) {
      for i in 0..<3 {
        let x = Double(width) * (0.15 + 0.35 * Double(i)) + Double(random.below(40))
        let peakHeight = Int(Double(horizon) * (0.35 + 0.3 * random.unit()))
        canvas.peak(
          apexX: x, apexY: horizon - peakHeight, baseY: horizon, baseLeft: x - Double(width) * 0.25,
          baseRight: x + Double(width) * 0.25, (0.40, 0.42, 0.50))
        canvas.peak(
          apexX: x, apexY: horizon - peakHeight, baseY: horizon - peakHeight * 2 / 3,
          baseLeft: x - Double(width) * 0.085, baseRight: x + Double(width) * 0.085,
          (0.97, 0.97, 1.0))
      }
    }
    if ["city", "museum", "concert", "coffee", "pizza", "food"].contains(theme) {
      var x = 0
      while x < width {
        let w = 30 + random.below(60)
        let h = Int(Double(horizon) * (0.25 + 0.55 * random.unit()))
        let shade = 0.35 + 0.35 * random.unit()
        canvas.rectangle(
          x: x, y: horizon - h, width: w - 4, height: h, (shade, shade * 0.95, shade * 1.1))
        var wy = horizon - h + 8
        while wy < horizon - 10 {
          var wx = x + 6
          while wx < x + w - 12 {
            canvas.rectangle(
              x: wx, y: wy, width: 6, height: 8, evening ? (1.0, 0.85, 0.45) : (0.80, 0.88, 0.95))
            wx += 12
          }
          wy += 16
        }
        x += w
      }
    }
    canvas.gradient(groundTop, groundBottom, from: horizon, to: height)
    if theme == "beach" {
      canvas.gradient((0.93, 0.84, 0.62), (0.85, 0.72, 0.50), from: height * 82 / 100, to: height)
    }
    if ["forest", "garden", "picnic", "christmas tree", "dog", "bicycle", "hiking"].contains(theme)
    {
      for i in 0..<6 {
        let x = Double(width) * (Double(i) + random.unit() * 0.6) / 6
        let treeHeight = Int(Double(height) * (0.18 + 0.15 * random.unit()))
        let green: Color =
          theme == "christmas tree" && i == 2 ? (0.05, 0.45, 0.20) : (0.10, 0.40, 0.18)
        canvas.peak(
          apexX: x, apexY: horizon - treeHeight, baseY: horizon + 6, baseLeft: x - 26,
          baseRight: x + 26, green)
        if theme == "christmas tree" && i == 2 {
          for _ in 0..<8 {
            canvas.disc(
              cx: x + Double(random.below(30)) - 15,
              cy: Double(horizon - treeHeight / 2 + random.below(treeHeight / 2)), radius: 3.5,
              random.pick([(1.0, 0.2, 0.2), (1.0, 0.85, 0.2), (0.3, 0.6, 1.0)]))
          }
        }
      }
    }
    if theme == "garden" {
      for _ in 0..<30 {
        canvas.disc(
          cx: Double(random.below(width)),
          cy: Double(horizon + 10 + random.below(height - horizon - 20)),
          radius: 4, random.pick([(0.95, 0.35, 0.55), (1.0, 0.85, 0.25), (0.85, 0.45, 0.95)]))
      }
    }
    if theme == "boat" || theme == "sunset" {
      let x = width / 3 + random.below(width / 3)
      canvas.rectangle(x: x, y: horizon + 14, width: 90, height: 16, (0.55, 0.30, 0.20))
      canvas.peak(
        apexX: Double(x + 45), apexY: horizon - 50, baseY: horizon + 12, baseLeft: Double(x + 47),
        baseRight: Double(x + 85), (0.98, 0.98, 0.95))
    }
    if theme == "cake" || theme == "birthday" {
      let cx = width / 2
      canvas.rectangle(x: cx - 70, y: horizon + 10, width: 140, height: 50, (0.95, 0.80, 0.85))
      canvas.rectangle(x: cx - 70, y: horizon + 10, width: 140, height: 10, (0.98, 0.95, 0.95))
      for i in 0..<5 {
        canvas.rectangle(
          x: cx - 50 + i * 24, y: horizon - 14, width: 5, height: 24, (0.4, 0.7, 1.0))
        canvas.disc(
          cx: Double(cx - 48 + i * 24), cy: Double(horizon - 18), radius: 4, (1.0, 0.8, 0.2))
      }
    }
    // People as figures standing on the ground, the pet as a small brown dog.
    let figures = photo.people.count + (photo.hasPet ? 1 : 0)
    for (i, name) in photo.people.enumerated() {
      let color = SampleCast.people.first { $0.name == name }?.color ?? (0.6, 0.6, 0.6)
      let x = Double(width) * Double(i + 1) / Double(figures + 1)
      let scale = photo.kind == .selfie && i == 0 ? 1.6 : 1.0
      figure(
        on: &canvas, x: x, feet: Double(height) * 0.8, scale: scale * Double(height) / 480, color)
    }
    if photo.hasPet {
      let x = Double(width) * Double(figures) / Double(figures + 1)
      let s = Double(height) / 480
      let y = Double(height) * 0.79
      canvas.disc(cx: x, cy: y - 18 * s, radius: 22 * s, (0.60, 0.40, 0.22))
      canvas.disc(cx: x + 24 * s, cy: y - 34 * s, radius: 13 * s, (0.60, 0.40, 0.22))
      canvas.disc(cx: x + 29 * s, cy: y - 37 * s, radius: 2.5 * s, (0.1, 0.1, 0.1))
    }
    // Labels centred, so square thumbnails (centre crops) keep them.
    let place = photo.place.map { "\($0.city), \($0.country)" } ?? ""
    let date = "\(monthNames[photo.month - 1]) \(photo.day), \(photo.year)"
    let scale = max(2, min(width, height) / 160)
    func centred(_ text: String) -> Int { max(4, (width - text.count * 6 * scale) / 2) }
    canvas.label(place, x: centred(place), y: height - 7 * scale * 2 - 16, scale: scale, (1, 1, 1))
    canvas.label(date, x: centred(date), y: height - 7 * scale - 8, scale: scale, (1, 1, 0.85))
    return canvas
  }

  static let monthNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// A person: a head and a rounded body in their colour.
  static func figure(
    on canvas: inout SampleCanvas, x: Double, feet: Double, scale s: Double, _ color: Color
  ) {
    canvas.disc(cx: x, cy: feet - 60 * s, radius: 34 * s, color)
    canvas.rectangle(
      x: Int(x - 34 * s), y: Int(feet - 60 * s), width: Int(68 * s), height: Int(60 * s), color)
    canvas.disc(cx: x, cy: feet - 118 * s, radius: 24 * s, (0.96, 0.80, 0.66))
    canvas.disc(cx: x - 8 * s, cy: feet - 122 * s, radius: 3 * s, (0.15, 0.1, 0.1))
    canvas.disc(cx: x + 8 * s, cy: feet - 122 * s, radius: 3 * s, (0.15, 0.1, 0.1))
  }

  /// A phone screen: a status bar, an app bar and a few message bubbles.
  static func screenshot(_ photo: SamplePhoto, on canvas: inout SampleCanvas) {
    let w = canvas.width
    let h = canvas.height
    canvas.gradient((0.96, 0.96, 0.98), (0.92, 0.93, 0.96))
    canvas.rectangle(x: 0, y: 0, width: w, height: h / 14, (0.15, 0.15, 0.18))
    canvas.rectangle(x: 0, y: h / 14, width: w, height: h / 10, (0.20, 0.45, 0.85))
    let scale = max(2, w / 120)
    canvas.label(
      "\(photo.pad(photo.hour, 2)):\(photo.pad(photo.minute, 2))", x: 10, y: 8,
      scale: max(1, scale / 2), (1, 1, 1))
    canvas.label("MESSAGES", x: 14, y: h / 14 + 12, scale: scale, (1, 1, 1))
    var y = h / 14 + h / 10 + 20
    var left = true
    var random = SampleRandom(seed: UInt64(photo.year * 100 + photo.month))
    while y < h - 60 {
      let bubble = w / 3 + random.below(w / 3)
      let bubbleHeight = 36 + random.below(40)
      canvas.rectangle(
        x: left ? 14 : w - bubble - 14, y: y, width: bubble, height: bubbleHeight,
        left ? (0.85, 0.86, 0.90) : (0.25, 0.55, 0.95))
      y += bubbleHeight + 14
      left.toggle()
    }
    canvas.label(
      "SCREENSHOT \(photo.year)", x: 14, y: h - 7 * scale - 14, scale: scale, (0.3, 0.3, 0.35))
  }
}

extension String {
  /// A hash that is the same in every process (Swift's `hashValue` is seeded per run).
  var hashValueStable: UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}
