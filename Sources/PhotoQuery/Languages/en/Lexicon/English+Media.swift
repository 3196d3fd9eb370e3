extension English {
  /// Generic cue words (section 1): they say the text is about photos, but are never values.
  static let cueWords = words(
    """
    photo photos picture pictures pic pics pix pixs image images shot shots snap snaps snapshot
    snapshots photograph photographs album albums foto fotos piccies
    """)

  /// Media kinds (section 2 table): typed phrase (tokens joined by spaces) → canonical name.
  static let mediaKinds: [String: String] = {
    var map: [String: String] = [:]
    func add(_ canonical: String, _ forms: String) {
      for form in forms.split(separator: "|") { map[String(form)] = canonical }
    }
    add("videos", "video|videos|vid|vids|clip|clips|footage|movie|movies|vidz")
    add("selfies", "selfie|selfies|selfy")
    add(
      "screenshots",
      "screenshot|screenshots|screen shot|screen shots|screengrab|screengrabs|screen grab|screen grabs"
    )
    add("panoramas", "panorama|panoramas|pano|panos|panoramic photos|panoramic shots|panoramic")
    add("live photos", "live photo|live photos|live pics|live pictures")
    add("portraits", "portrait|portraits|portrait mode|portrait photos|portrait shots")
    // A kind of video, alone or before a word for videos (`slow-mo vids`, `time-lapse clips`):
    // one media value, the kind (decision 11).
    func addVideoKind(_ canonical: String, _ spellings: String) {
      let videoWords = ["", " video", " videos", " vid", " vids", " clip", " clips", " footage"]
      for spelling in spellings.split(separator: "|") {
        for form in [String(spelling), spelling + "s"] {
          for videoWord in videoWords { map[form + videoWord] = canonical }
        }
      }
    }
    addVideoKind(
      "slo-mo",
      "slo - mo|slow - mo|slo mo|slow mo|slomo|slowmo|slow motion|slow - motion")
    addVideoKind("time-lapse", "time - lapse|timelapse|time lapse|time - lapsed")
    add("bursts", "burst|bursts|burst photos|burst shots")
    add(
      "screen recordings",
      "screen recording|screen recordings|screen record|screen recs|screen - recordings|screen - recording|screencast|screencasts"
    )
    add(
      "raw",
      "raw photos|raw photo|raw images|raw image|raw files|raw file|raw pics|raw shots|raw pictures|dng|dngs|dng files"
    )
    return map
  }()

  /// Cue and media words of five letters or more: a typo of one of them still counts (decision 1).
  static let typoTargets = [
    "photos", "photo", "pictures", "picture", "images", "image", "snapshots", "photographs",
    "videos", "video", "selfies", "selfie", "screenshots", "screenshot", "panoramas", "footage",
    "snaps", "clips", "pics", "vids", "fotos",
  ]

  /// Nouns that make a cue word part of a compound that is not the person's photos.
  static let cueCompoundHeads = words(
    """
    app apps call calls chat chats game games gaming booth booths frame frames card cards collage
    collages editing editor editors edit sticks stick shoot shoots shoot studio studios printer
    printers paper settings setting requirements requirement tips ideas idea tutorial tutorials
    contest contests competition competitions course courses class classes lesson lessons session
    sessions conference conferences camera cameras player players recorder recorders quality size
    sizes format formats resolution storage backup backups library libraries permission permissions
    filter filters lab labs id ids op ops finish gallery galleries evidence credit credits book
    books shop shops store stores service services rental rentals package packages day days
    """)

  /// Words before a cue that make it something other than the person's own photos.
  static let cueForeignModifiers = words(
    """
    passport profile stock youtube tiktok instagram netflix free online royalty viral flu vaccine
    booster covid tequila vodka whiskey jello espresso whisky rum gin sambuca bourbon jager
    jagerbomb vaccination tetanus pneumonia measles allergy insulin hepatitis polio rabies
    telescope satellite hubble webb microscope radar sonar xray x-ray mri ultrasound ct scan
    public brand corporate mental self id visa 2x2 mug team's
    cctv security surveillance bodycam news press paparazzi newspaper magazine tabloid tv size
    """)
}
