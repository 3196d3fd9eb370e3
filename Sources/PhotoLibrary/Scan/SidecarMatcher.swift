/// Decides which sidecars in a folder belong to which media file.
///
/// XMP: `NAME.xmp` (Lightroom, shared by files with that stem) then `NAME.EXT.xmp` (darktable,
/// this file only), the later overriding the earlier. Takeout JSON: `NAME.EXT.json`,
/// `NAME.EXT.supplemental-metadata.json` and its truncated forms (`NAME.EXT.supp.json`),
/// `NAME.EXT(1).json` for `NAME(1).EXT`, names cut at Takeout's length limit, and `NAME.json`.
public enum SidecarMatcher {
  /// XMP sidecar names (from `names`) that apply to `mediaName`, in application order.
  public static func xmpSidecars(
    for mediaName: String, in names: Set<String>, lowercased: [String: String]
  ) -> [String] {
    var out: [String] = []
    let stem = MediaFileTypes.stem(mediaName)
    for candidate in [stem + ".xmp", mediaName + ".xmp"] {
      if let real = lowercased[candidate.lowercased()], !out.contains(real) { out.append(real) }
    }
    return out
  }

  /// The media file name a Takeout JSON sidecar points to, among `mediaNames` of its folder.
  public static func takeoutTarget(
    ofJSON jsonName: String, mediaNames: Set<String>, lowercased: [String: String]
  ) -> String? {
    guard jsonName.lowercased().hasSuffix(".json"), jsonName.lowercased() != "metadata.json" else {
      return nil
    }
    var base = String(jsonName.dropLast(5))
    var duplicate: String?
    if base.hasSuffix(")"), let open = base.lastIndex(of: "(") {
      let number = base[base.index(after: open)..<base.index(before: base.endIndex)]
      if !number.isEmpty, number.allSatisfy(\.isNumber) {
        duplicate = String(number)
        base = String(base[..<open])
      }
    }
    if let dot = base.lastIndex(of: ".") {
      let tail = base[base.index(after: dot)...]
      let rest = base[..<dot]
      if !tail.isEmpty, "supplemental-metadata".hasPrefix(tail),
        rest.contains(".") || tail.count > 2
      {
        base = String(rest)
      }
    }
    func lookup(_ name: String) -> String? {
      if mediaNames.contains(name) { return name }
      return lowercased[name.lowercased()]
    }
    if let n = duplicate {
      let ext = MediaFileTypes.fileExtension(base)
      let named =
        ext.isEmpty
        ? base + "(\(n))" : MediaFileTypes.stem(base) + "(\(n))." + String(base.suffix(ext.count))
      if let hit = lookup(named) { return hit }
    }
    if let hit = lookup(base) { return hit }
    // `NAME.json` for `NAME.jpg`, and names Takeout cut short (46-51 characters).
    let candidates = mediaNames.filter {
      MediaFileTypes.stem($0) == base || (base.count >= 30 && $0.hasPrefix(base))
    }
    if candidates.count == 1 { return candidates.first }
    return candidates.sorted().first
  }
}
