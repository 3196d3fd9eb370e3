/// The standard text test library (issue 13): screenshots in several fonts and sizes, photos of
/// documents (receipts, tickets, menus, signs, letters) at phone-camera sizes, turned, blurred and
/// noisy, and photos without text. Deterministic: the same images on every run.
public enum TextFixtureSet {
  /// Every fixture: 20 screenshots, 12 document photos, 8 photos without text.
  public static var all: [TextFixture] { screenshots + documents + plain }

  /// The screenshot texts, each with a distinctive phrase to search by.
  static let screenTexts: [String] = [
    "Wi-Fi network: Harbour Guest\nPassword: blue-otter-4419\nPlease ask at the front desk if you need help",
    "Your order has shipped\nOrder number 48213 will arrive on Thursday\nTrack your parcel with Royal Mail",
    "Meeting with the design team\nRoom 4B, second floor\nBring the quarterly sales figures",
    "Battery health 87 percent\nMaximum capacity is lower than new\nOptimised charging is on",
    "Hey are we still on for dinner tonight\nYes, the Italian place on Baker Street\nGreat, see you at eight",
    "Flight BA 2490 to Lisbon\nGate 23 closes at 14:35\nSeat 17C, boarding group 3",
    "Your verification code is 583920\nDo not share this code with anyone\nIt expires in ten minutes",
    "Weather in Porto tomorrow\nSunny spells with light winds\nHigh of 24 degrees",
    "Reminder: dentist appointment\nMonday at 9:30 with Doctor Patel\nCall to cancel or change",
    "func loadPhotos(library: Library) throws\nlet assets = try library.search(query)\nreturn assets.sorted()",
    "Bank transfer complete\nAmount sent to Sarah Jones\nReference: holiday cottage deposit",
    "Concert tickets confirmed\nArctic Monkeys at Wembley Stadium\nDoors open at six thirty",
    "Recipe: lemon drizzle cake\nTwo hundred grams of butter\nBake for forty five minutes",
    "Train to Manchester Piccadilly\nPlatform 5 departs 10:42\nCoach D seat 61",
    "Storage almost full\nPhotos and videos use most space\nManage storage in settings",
    "The museum opens at ten\nTickets cost twelve euros\nStudents enter for free on Fridays",
    "Parking permit renewal\nVehicle registration KX19 ABC\nValid until the end of March",
    "Library books due back\nThe Silent Patient and Dune\nReturn by the twentieth",
    "Gym class timetable\nSpinning on Tuesday evening\nYoga on Saturday morning",
    "Password for the router\nNetwork name: Maple House 5G\nKey: orchard-lantern-72",
  ]

  static let fonts = [
    "DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono", "DejaVu Sans Condensed",
  ]

  /// Desktop captures at 1x (1280 × 720, 1440 × 900; 11-16 px text) and phone captures at 3x
  /// (1170 × 2532; 36-48 px text).
  public static var screenshots: [TextFixture] {
    screenTexts.enumerated().map { i, text in
      let phone = i % 4 == 3
      let font = fonts[i % fonts.count]
      let size = phone ? 36 + (i % 3) * 6 : 11 + (i % 6)
      let dark = i % 5 == 4
      var f = TextFixture(
        name: String(format: "Screenshot 2025-03-%02d at 10.%02d.00.png", 1 + i, i),
        kind: .screenshot, text: text, font: "\(font) \(size)",
        width: phone ? 1170 : (i % 2 == 0 ? 1280 : 1440),
        height: phone ? 2532 : (i % 2 == 0 ? 720 : 900))
      f.x = phone ? 60 : 40 + (i % 3) * 60
      f.y = phone ? 300 : 60 + (i % 4) * 40
      if dark {
        f.ink = [230, 230, 230]
        f.background = [32, 33, 36]
      }
      return f
    }
  }

  /// Photographed documents: 12 MP and 24 MP camera frames, paper turned 1-6°, blurred and noisy,
  /// some stored sideways with an EXIF orientation.
  public static var documents: [TextFixture] {
    let texts: [(String, String)] = [
      (
        "receipt",
        "TESCO EXPRESS\nSemi skimmed milk 1.15\nSourdough loaf 2.40\nFree range eggs 2.95\nSUBTOTAL 6.50\nTOTAL 6.50\nVISA DEBIT 6.50\nCHANGE DUE 0.00"
      ),
      (
        "receipt",
        "Corner Coffee Roasters\nFlat white 3.20\nAlmond croissant 2.80\nTotal 6.00\nThank you for visiting"
      ),
      (
        "ticket",
        "NATIONAL RAIL\nStandard Anytime Return\nFrom London Euston\nTo Birmingham New Street\nValid until 14 June"
      ),
      (
        "boarding",
        "BOARDING PASS\nPassenger Maria Costa\nFlight TP 1351 Lisbon\nGate 14 Seat 22A\nBoarding 07:40"
      ),
      (
        "menu",
        "MENU\nStarters\nTomato soup 6\nMains\nGrilled sea bass 19\nDesserts\nChocolate tart 7"
      ),
      ("sign", "NO PARKING\nAT ANY TIME\nVehicles will be towed"),
      (
        "letter",
        "Dear Mr Okafor\nThank you for your application\nWe are pleased to offer you the position\nYours sincerely"
      ),
      (
        "whiteboard", "Sprint goals\nFix the upload bug\nShip the new search page\nReview on Friday"
      ),
      (
        "receipt",
        "Hardware Depot\nWood screws 4.99\nPaint roller 7.50\nTOTAL 12.49\nCASH 20.00\nCHANGE 7.51"
      ),
      ("sign", "PLATFORM 2\nTrains to Brighton\nMind the gap"),
      ("menu", "Cocktail Menu\nMojito 9\nNegroni 10\nOld Fashioned 11"),
      (
        "ticket",
        "ADMIT ONE\nNatural History Museum\nDinosaur exhibition\nEntry 11:00 Row F Seat 12"
      ),
    ]
    return texts.enumerated().map { i, item in
      let big = i % 3 == 0
      let width = big ? 6000 : 4000
      let height = big ? 4000 : 3000
      // Text about 60-90 px high on a 24 MP frame, 45-65 px on 12 MP: a page filling a third to
      // half of the frame, as a phone photo of a receipt or sign does.
      let size = big ? 64 + (i % 3) * 10 : 44 + (i % 3) * 8
      var f = TextFixture(
        name: String(format: "IMG_%04d.jpg", 4100 + i), kind: .document, text: item.1,
        font: "\(fonts[i % 2]) \(size)", width: width, height: height)
      f.x = width / 5 + (i % 4) * 60
      f.y = height / 8
      f.margin = big ? 120 : 80
      f.paper = [240 - UInt8(i % 4) * 8, 238 - UInt8(i % 4) * 8, 230 - UInt8(i % 4) * 8]
      f.background = [90 + UInt8(i % 3) * 20, 70 + UInt8(i % 2) * 25, 55]
      f.angle = [1.5, -3, 4.5, -2, 6, -1][i % 6]
      f.blur = big ? 1.6 : 1.1
      f.noise = 5 + Double(i % 3) * 2
      f.orientation = i % 4 == 1 ? 6 : 1
      return f
    }
  }

  /// Photos without text: smooth noisy colour fields at camera sizes.
  public static var plain: [TextFixture] {
    (0..<8).map { i in
      var f = TextFixture(
        name: String(format: "IMG_%04d.jpg", 5200 + i), kind: .plain, text: "",
        font: "DejaVu Sans 12", width: i % 2 == 0 ? 4000 : 1600, height: i % 2 == 0 ? 3000 : 1200)
      f.background = [UInt8(40 + i * 25), UInt8(120 + i * 12), UInt8(200 - i * 20)]
      f.noise = 4 + Double(i)
      return f
    }
  }
}
