import Foundation
import PhotoLibrary
import PhotoPlaces
import PhotoQuery

/// Generates a large library directly in the store: assets spread over 20 years (more in recent
/// years), people with a long-tailed frequency, keywords drawn from the subject vocabulary, and
/// positions around the world's cities (reverse-geocoded once per city).
struct BenchmarkLibrary {
  /// How many assets to write.
  var assetCount: Int
  /// Where the database goes: an SQLite file, or a `postgresql://` URL whose database name
  /// contains `bench` (it is dropped and made again).
  var path: String

  /// Deterministic pseudo-random numbers (SplitMix64).
  struct Random {
    var generator: SplitMix64
    init(state: UInt64) { generator = SplitMix64(seed: state) }
    mutating func next() -> UInt64 { generator.next() }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
    /// A long-tailed pick: index 0 is the most frequent.
    mutating func zipf(_ n: Int) -> Int { min(n - 1, Int(pow(unit(), 2.2) * Double(n))) }
  }

  static let firstNames = [
    "John", "Mary", "Ana", "Wei", "Priya", "Omar", "Lena", "Kenji", "Sofia", "Lucas", "Amara",
    "Noah",
    "Chloe", "Mateo", "Aisha", "Liam", "Yuki", "Elena", "Ravi", "Hannah",
  ]
  static let lastNames = [
    "Smith", "Garcia", "Chen", "Patel", "Okafor", "Kowalski", "Tanaka", "Rossi", "Dubois", "Silva",
  ]
  static let cities = [
    "Paris", "London", "Rome", "Barcelona", "Berlin", "Lisbon", "Amsterdam", "Vienna", "Prague",
    "Reykjavik", "Tokyo", "Kyoto", "Seoul", "Beijing", "Bangkok", "Singapore", "Mumbai", "Dubai",
    "Istanbul", "Cairo", "Marrakech", "Cape Town", "Nairobi", "Sydney", "Melbourne", "Auckland",
    "New York City", "Los Angeles", "San Francisco", "Chicago", "Seattle", "Honolulu", "Miami",
    "Toronto", "Vancouver", "Mexico City", "Lima", "Buenos Aires", "Rio de Janeiro", "Santiago",
    "Yosemite Valley", "Boston", "Denver", "Austin", "Madrid",
  ]
  static let subjects = [
    "beach", "sunset", "dog", "cat", "food", "hiking", "mountains", "snow", "birthday", "wedding",
    "cake", "car", "flowers", "tree", "lake", "city", "museum", "party", "concert", "pizza",
    "sushi",
    "coffee", "bicycle", "boat", "bridge", "church", "temple", "garden", "park", "forest", "river",
    "waterfall", "desert", "horse", "bird", "puppy", "kitten", "skiing", "surfing", "camping",
    "fireworks", "christmas tree", "ice cream", "market", "street", "skyline", "night sky", "rain",
    "selfie stick", "playground", "soccer", "baseball", "swimming pool", "train", "airplane",
  ]

  /// Writes the library and returns how long it took.
  func generate() throws -> TimeInterval {
    let started = Date()
    let db: any LibraryDatabase
    if LibraryLocation.isPostgresURL(path) {
      try Self.recreatePostgresDatabase(path)
      _ = try LibraryStore(path: path)
      db = try PostgresConnection(url: path)
      try db.execute("SET synchronous_commit = off")
    } else {
      for suffix in ["", "-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: path + suffix)
      }
      _ = try LibraryStore(path: path)
      let sqlite = try SQLiteConnection(path: path)
      try sqlite.execute(
        "PRAGMA journal_mode=WAL; PRAGMA synchronous=OFF; PRAGMA cache_size=-262144;")
      db = sqlite
    }
    let rows = BulkRows(db)
    var random = Random(state: 20_260_422)

    // People: 200 of them, the owner first.
    var people: [String] = []
    for last in Self.lastNames {
      for first in Self.firstNames { people.append("\(first) \(last)") }
    }
    try db.transaction {
      for name in people { try db.run("INSERT INTO people(name) VALUES (?)", [.text(name)]) }
      try db.run("INSERT INTO settings(key, value) VALUES ('owner_person_id', '1')")
      try db.run("INSERT INTO aliases(person_id, alias) VALUES (2, 'Mom')")
      try db.run("INSERT INTO roots(path) VALUES ('/bench')")
    }

    // Cities from the gazetteer, each reverse-geocoded once.
    struct City {
      var place: Place
      var hierarchy: PlaceHierarchy?
    }
    let cities: [City] = Self.cities.compactMap { name in
      guard let place = Gazetteer.shared.places(named: Gazetteer.nameKey(name)).first else {
        return nil
      }
      return City(
        place: place,
        hierarchy: Gazetteer.shared.hierarchy(latitude: place.latitude, longitude: place.longitude))
    }

    let columns = [
      "id", "root_id", "path", "folder", "file_name", "size", "mtime_ns", "inode", "kind", "traits",
      "date_taken", "date_sort", "lat", "lon", "make", "model", "title", "rating", "favorited",
      "album",
      "city", "country", "place_city", "place_city_id", "place_region", "place_country_code",
      "place_country", "place_continent",
    ]
    // Bulk load: drop the secondary indexes, insert, then build them again in one pass each.
    let indexSQL = try db.query(
      db.dialect == .sqlite
        ? "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN ('assets', 'keywords', 'faces')"
        : "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename IN ('assets', 'keywords', 'faces', 'asset_text', 'asset_positions') AND indexname NOT IN (SELECT conname FROM pg_constraint)"
    ).compactMap { row -> (String, String)? in
      guard let name = row[0].text, let sql = row[1].text else { return nil }
      return (name, sql)
    }
    for (name, _) in indexSQL { try db.execute("DROP INDEX \(name)") }
    let batch = 20_000
    var id = 0
    while id < assetCount {
      try db.transaction {
        for _ in 0..<min(batch, assetCount - id) {
          id += 1
          // 20 years, more photos in recent ones.
          let yearOffset = Int(pow(random.unit(), 0.6) * 20)
          let year = 2006 + min(yearOffset, 19)
          let month = 1 + random.below(12)
          let day = 1 + random.below(28)
          let hour = 6 + random.below(17)
          let minute = random.below(60)
          let second = random.below(60)
          func two(_ v: Int) -> String { v < 10 ? "0\(v)" : String(v) }
          let taken = "\(year)-\(two(month))-\(two(day))T\(two(hour)):\(two(minute)):\(two(second))"
          let sort = "\(year)\(two(month))\(two(day))\(two(hour))\(two(minute))\(two(second))"
          let hasDate = random.unit() > 0.01
          let cityIndex = random.zipf(cities.count)
          let city = cities[cityIndex]
          let located = random.unit() < 0.7
          let lat = city.place.latitude + (random.unit() - 0.5) * 0.05
          let lon = city.place.longitude + (random.unit() - 0.5) * 0.05
          let roll = random.unit()
          let kind = roll < 0.05 ? "video" : roll < 0.08 ? "screenshot" : "photo"
          let traits = random.unit() < 0.05 ? 1 : 0
          let event = Self.subjects[random.zipf(Self.subjects.count)]
          let folder =
            "Pictures/\(year)/\(year)-\(two(month)) \(located ? city.place.name : "Home") \(event)"
          let file = "IMG_\(id).JPG"
          let textOnly = !located && random.unit() < 0.3
          let values: [SQLValue] = [
            .integer(Int64(id)), .integer(1), .text(folder + "/" + file), .text(folder),
            .text(file),
            .integer(3_000_000), .integer(0), .integer(Int64(id)), .text(kind),
            .integer(Int64(traits)),
            hasDate ? .text(taken) : .null, hasDate ? .text(sort) : .null,
            located ? .real(lat) : .null, located ? .real(lon) : .null,
            .text(random.unit() < 0.6 ? "Apple" : "FUJIFILM"),
            .text(random.unit() < 0.6 ? "iPhone 13" : "X-T3"),
            random.unit() < 0.2 ? .text("\(event.capitalized) day") : .null,
            .integer(Int64(random.below(6))), .integer(random.unit() < 0.05 ? 1 : 0), .null,
            textOnly ? .text(city.place.name) : .null,
            textOnly ? .text(city.place.countryName) : .null,
            located ? .text(city.hierarchy?.city?.name ?? city.place.name) : .null,
            located ? .integer(Int64(city.hierarchy?.city?.id ?? city.place.id)) : .null,
            located ? (city.hierarchy?.region).map { .text($0) } ?? .null : .null,
            located ? .text(city.place.countryCode) : .null,
            located ? (city.hierarchy?.country).map { .text($0) } ?? .null : .null,
            located ? (city.hierarchy?.continent).map { .text($0) } ?? .null : .null,
          ]
          try rows.add("assets", columns, values)
          if located {
            try rows.add(
              "asset_positions", ["id", "min_lat", "max_lat", "min_lon", "max_lon"],
              [.integer(Int64(id)), .real(lat), .real(lat), .real(lon), .real(lon)])
          }
          var keywords: [String] = []
          for _ in 0..<random.below(4) {
            let k = Self.subjects[random.zipf(Self.subjects.count)]
            if !keywords.contains(k) { keywords.append(k) }
          }
          for k in keywords {
            try rows.add(
              "keywords", ["asset_id", "keyword", "source"],
              [.integer(Int64(id)), .text(k), .text("keyword")])
          }
          // People come in groups, as in a family library: the owner's family in many photos
          // together (John, Mary, Noah and Chloe Smith), friends and relatives in the long tail.
          var faces: [Int] = []
          if random.unit() < 0.4 {
            for (p, chance) in [(1, 0.7), (2, 0.6), (12, 0.35), (13, 0.35)]
            where random.unit() < chance {
              faces.append(p)
            }
          }
          let faceCount = [0, 0, 0, 1, 1, 1, 2, 3][random.below(8)]
          for _ in 0..<faceCount {
            let p = 1 + random.zipf(people.count)
            if !faces.contains(p) { faces.append(p) }
          }
          for p in faces {
            try rows.add(
              "faces", ["asset_id", "person_id", "source"],
              [.integer(Int64(id)), .integer(Int64(p)), .text("region")])
          }
          let text = AssetTextRow(
            title: values[16].text, caption: nil, keywords: keywords.joined(separator: " ; "),
            people: faces.map { people[$0 - 1] }.joined(separator: " ; "), album: nil,
            folder: folder.replacingOccurrences(of: "/", with: " / "), fileName: file,
            places: located ? "\(city.place.name) ; \(city.place.countryName)" : ""
          ).columns(assetID: Int64(id), dialect: db.dialect)
          try rows.add(
            "asset_text", text.map(\.name), text.map(\.value), casts: text.map(\.cast))
        }
        try rows.flush()
      }
    }
    say(String(format: "  rows written in %.1f s", Date().timeIntervalSince(started)))
    for (_, sql) in indexSQL { try db.execute(sql) }
    if db.dialect == .postgresql {
      // The ids were given explicitly: move the sequences past them.
      try db.execute(
        "SELECT setval('assets_id_seq', (SELECT max(id) FROM assets)); SELECT setval('people_id_seq', (SELECT max(id) FROM people)); SELECT setval('roots_id_seq', (SELECT max(id) FROM roots))"
      )
    }
    try db.execute("ANALYZE")
    say(String(format: "  indexes built in %.1f s", Date().timeIntervalSince(started)))
    // The subject index, by the search's own annotator.
    try LibraryStore(path: path).refreshSubjectIndex()
    if db.dialect == .postgresql { try db.execute("VACUUM ANALYZE") }
    say(String(format: "  subject index in %.1f s", Date().timeIntervalSince(started)))
    return Date().timeIntervalSince(started)
  }

  /// Drops and creates the benchmark's PostgreSQL database (only one named for benchmarks).
  static func recreatePostgresDatabase(_ url: String) throws {
    guard var parts = URLComponents(string: url) else {
      throw LibraryStorageError("not a PostgreSQL URL: \(url)")
    }
    let name = String(parts.path.dropFirst())
    guard name.contains("bench"), name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else {
      throw LibraryStorageError(
        "the benchmark drops its database: give one whose name contains `bench` (not \(name))")
    }
    parts.path = "/postgres"
    let admin = try PostgresConnection(url: parts.string ?? url)
    try admin.execute("DROP DATABASE IF EXISTS \(name)")
    try admin.execute("CREATE DATABASE \(name)")
  }
}
