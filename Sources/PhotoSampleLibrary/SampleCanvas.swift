/// An RGB pixel buffer with the few drawing operations the sample scenes use.
struct SampleCanvas {
  /// A colour, each channel 0…1.
  typealias Color = (r: Double, g: Double, b: Double)

  let width: Int
  let height: Int
  private(set) var pixels: [UInt8]

  /// A canvas filled with black.
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    pixels = [UInt8](repeating: 0, count: width * height * 3)
  }

  /// Sets one pixel, blending `color` over it with `alpha`.
  mutating func plot(_ x: Int, _ y: Int, _ color: Color, alpha: Double = 1) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    let o = (y * width + x) * 3
    func mix(_ old: UInt8, _ new: Double) -> UInt8 {
      let value = Double(old) * (1 - alpha) + max(0, min(1, new)) * 255 * alpha
      return UInt8(max(0, min(255, value.rounded())))
    }
    pixels[o] = mix(pixels[o], color.r)
    pixels[o + 1] = mix(pixels[o + 1], color.g)
    pixels[o + 2] = mix(pixels[o + 2], color.b)
  }

  /// A vertical gradient from `top` to `bottom` over rows `from..<to`.
  mutating func gradient(_ top: Color, _ bottom: Color, from: Int = 0, to: Int? = nil) {
    let end = min(height, to ?? height)
    guard end > from else { return }
    for y in max(0, from)..<end {
      let t = Double(y - from) / Double(max(1, end - from - 1))
      let color = (
        r: top.r + (bottom.r - top.r) * t, g: top.g + (bottom.g - top.g) * t,
        b: top.b + (bottom.b - top.b) * t
      )
      for x in 0..<width { plot(x, y, color) }
    }
  }

  /// A filled rectangle.
  mutating func rectangle(
    x: Int, y: Int, width w: Int, height h: Int, _ color: Color, alpha: Double = 1
  ) {
    for yy in max(0, y)..<max(max(0, y), min(height, y + h)) {
      for xx in max(0, x)..<max(max(0, x), min(width, x + w)) { plot(xx, yy, color, alpha: alpha) }
    }
  }

  /// A filled disc with a soft edge.
  mutating func disc(cx: Double, cy: Double, radius: Double, _ color: Color, alpha: Double = 1) {
    let x0 = max(0, Int(cx - radius - 1))
    let x1 = min(width - 1, Int(cx + radius + 1))
    let y0 = max(0, Int(cy - radius - 1))
    let y1 = min(height - 1, Int(cy + radius + 1))
    guard x0 <= x1, y0 <= y1 else { return }
    for y in y0...y1 {
      for x in x0...x1 {
        let dx = Double(x) - cx
        let dy = Double(y) - cy
        let edge = radius - (dx * dx + dy * dy).squareRoot()
        if edge > 0 { plot(x, y, color, alpha: alpha * min(1, edge)) }
      }
    }
  }

  /// A filled triangle with its apex at (`apexX`, `apexY`) and a flat base on row `baseY`
  /// spanning `baseLeft…baseRight`.
  mutating func peak(
    apexX: Double, apexY: Int, baseY: Int, baseLeft: Double, baseRight: Double, _ color: Color
  ) {
    guard baseY > apexY else { return }
    for y in max(0, apexY)..<min(height, baseY) {
      let t = Double(y - apexY) / Double(baseY - apexY)
      let left = apexX + (baseLeft - apexX) * t
      let right = apexX + (baseRight - apexX) * t
      for x in max(0, Int(left))..<max(max(0, Int(left)), min(width, Int(right))) {
        plot(x, y, color)
      }
    }
  }

  /// `text` in the bitmap font, `scale` pixels per font pixel, with a dark shadow.
  mutating func label(_ text: String, x: Int, y: Int, scale: Int, _ color: Color) {
    for (shadow, ink) in [(1, (r: 0.0, g: 0.0, b: 0.0)), (0, color)] {
      var penX = x + shadow * max(1, scale / 2)
      for character in text {
        for gy in 0..<7 {
          for gx in 0..<5 where BitmapFont.ink(character, x: gx, y: gy) {
            rectangle(
              x: penX + gx * scale, y: y + shadow * max(1, scale / 2) + gy * scale, width: scale,
              height: scale, ink, alpha: shadow == 1 ? 0.45 : 1)
          }
        }
        penX += 6 * scale
      }
    }
  }
}
