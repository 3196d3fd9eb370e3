import Foundation

/// A face region a file names a person in, with its box: MWG regions (`mwg-rs`, centre-based,
/// normalised) and Microsoft Photo regions (`MPReg:Rectangle`, top-left based, normalised).
/// Boxes are taken as relative to the image after orientation (as digiKam and Lightroom write
/// them).
public struct NamedRegion: Sendable, Hashable {
  /// The person's name.
  public var name: String
  /// The region in pixels of the oriented image.
  public var box: FaceBox

  /// Creates a region.
  public init(name: String, box: FaceBox) {
    self.name = name
    self.box = box
  }

  /// The named face regions of `raw`, scaled to a `width` × `height` oriented image.
  public static func regions(in raw: RawMetadata, width: Int, height: Int) -> [NamedRegion] {
    let w = Double(width)
    let h = Double(height)
    var out: [NamedRegion] = []
    let mwg = "Xmp.mwg-rs.Regions/mwg-rs:RegionList["
    for key in raw.keys(withPrefix: mwg) where key.hasSuffix("]/mwg-rs:Name") {
      let item = String(key.dropLast("/mwg-rs:Name".count))
      let type = raw.first(item + "/mwg-rs:Type")
      guard type == nil || type?.caseInsensitiveCompare("Face") == .orderedSame,
        let name = raw.first(key), let x = number(raw, item + "/mwg-rs:Area/stArea:x"),
        let y = number(raw, item + "/mwg-rs:Area/stArea:y"),
        let rw = number(raw, item + "/mwg-rs:Area/stArea:w"),
        let rh = number(raw, item + "/mwg-rs:Area/stArea:h")
      else { continue }
      let unit = raw.first(item + "/mwg-rs:Area/stArea:unit") ?? "normalized"
      let sx = unit == "pixel" ? 1 : w
      let sy = unit == "pixel" ? 1 : h
      out.append(
        NamedRegion(
          name: name,
          box: FaceBox(
            left: (x - rw / 2) * sx, top: (y - rh / 2) * sy, right: (x + rw / 2) * sx,
            bottom: (y + rh / 2) * sy)))
    }
    let mp = "Xmp.MP.RegionInfo/MPRI:Regions["
    for key in raw.keys(withPrefix: mp) where key.hasSuffix("]/MPReg:PersonDisplayName") {
      let item = String(key.dropLast("/MPReg:PersonDisplayName".count))
      guard let name = raw.first(key), let rectangle = raw.first(item + "/MPReg:Rectangle")
      else { continue }
      let parts = rectangle.split(separator: ",").compactMap {
        Double($0.trimmingCharacters(in: .whitespaces))
      }
      guard parts.count == 4 else { continue }
      out.append(
        NamedRegion(
          name: name,
          box: FaceBox(
            left: parts[0] * w, top: parts[1] * h, right: (parts[0] + parts[2]) * w,
            bottom: (parts[1] + parts[3]) * h)))
    }
    return out
  }

  static func number(_ raw: RawMetadata, _ key: String) -> Double? {
    raw.first(key).flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
  }

  /// The name of the region that best covers `face` (IoU ≥ 0.3, or the face's centre inside a
  /// region no larger than four times the face), when any.
  public static func name(for face: FaceBox, in regions: [NamedRegion]) -> String? {
    var best: (name: String, score: Double)?
    for r in regions {
      let overlap = r.box.intersectionOverUnion(face)
      let inside = r.box.containsCentre(of: face) && r.box.area <= 4 * face.area
      let score = max(overlap, inside ? 0.3 : 0)
      if score >= 0.3, score > (best?.score ?? 0) { best = (r.name, score) }
    }
    return best?.name
  }
}
