/// The exiv2 assignments that tag a sample picture: capture time, camera (and front lens for
/// selfies), GPS with IPTC/XMP city and country, keywords, title and MWG face regions.
enum SampleMetadata {
  /// `key → value` lines for `Exiv2Reader.write`.
  static func assignments(for photo: SamplePhoto) -> [(String, String)] {
    var out: [(String, String)] = [("Exif.Photo.DateTimeOriginal", photo.exifDate)]
    let iso =
      "\(photo.pad(photo.year, 4))-\(photo.pad(photo.month, 2))-\(photo.pad(photo.day, 2))T"
      + "\(photo.pad(photo.hour, 2)):\(photo.pad(photo.minute, 2)):00"
    out.append(("Xmp.photoshop.DateCreated", iso))
    if photo.kind == .screenshot {
      out.append(("Xmp.dc.title", photo.title))
      return out
    }
    out += [("Exif.Image.Make", "Apple"), ("Exif.Image.Model", "iPhone 12")]
    if photo.kind == .selfie {
      out.append(("Exif.Photo.LensModel", "iPhone 12 front camera 2.71mm f/2.2"))
    } else {
      out.append(("Exif.Photo.LensModel", "iPhone 12 back dual wide camera 4.2mm f/1.6"))
    }
    if let latitude = photo.latitude, let longitude = photo.longitude {
      out += [
        ("Exif.GPSInfo.GPSLatitudeRef", latitude >= 0 ? "N" : "S"),
        ("Exif.GPSInfo.GPSLatitude", rational(abs(latitude))),
        ("Exif.GPSInfo.GPSLongitudeRef", longitude >= 0 ? "E" : "W"),
        ("Exif.GPSInfo.GPSLongitude", rational(abs(longitude))),
      ]
    }
    if let place = photo.place {
      out += [
        ("Xmp.photoshop.City", place.city), ("Xmp.photoshop.Country", place.country),
        ("Iptc.Application2.City", place.city), ("Iptc.Application2.CountryName", place.country),
      ]
    }
    for keyword in photo.keywords {
      out += [("Xmp.dc.subject", keyword), ("Iptc.Application2.Keywords", keyword)]
    }
    out.append(("Xmp.dc.title", photo.title))
    let regions =
      photo.people.map { ($0, "Face") } + (photo.hasPet ? [(SampleCast.pet, "Pet")] : [])
    if !regions.isEmpty {
      out += [
        ("Xmp.mwg-rs.Regions", "{struct}"), ("Xmp.mwg-rs.Regions/mwg-rs:RegionList", "{bag}"),
      ]
      for (i, (name, type)) in regions.enumerated() {
        let item = "Xmp.mwg-rs.Regions/mwg-rs:RegionList[\(i + 1)]"
        out += [(item, "{struct}"), (item + "/mwg-rs:Name", name), (item + "/mwg-rs:Type", type)]
      }
    }
    return out
  }

  /// Degrees as the EXIF `d/1 m/1 s/100` rational triple.
  static func rational(_ degrees: Double) -> String {
    let whole = Int(degrees)
    let minutesValue = (degrees - Double(whole)) * 60
    let minutes = Int(minutesValue)
    let hundredths = Int(((minutesValue - Double(minutes)) * 60 * 100).rounded())
    return "\(whole)/1 \(minutes)/1 \(hundredths)/100"
  }
}
