/// The index's tables, versioned: each migration moves the database up one version
/// (`PRAGMA user_version`), inside one transaction.
enum LibrarySchema {
  /// The newest version this code writes.
  static var currentVersion: Int { migrations.count }

  /// Migration `i` takes version `i` to `i + 1`.
  static let migrations: [String] = [
    // 1: the first layout.
    """
    CREATE TABLE roots(
      id INTEGER PRIMARY KEY,
      path TEXT NOT NULL UNIQUE,
      added_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ','now')),
      last_indexed_at TEXT
    );
    CREATE TABLE assets(
      id INTEGER PRIMARY KEY,
      root_id INTEGER NOT NULL REFERENCES roots(id) ON DELETE CASCADE,
      path TEXT NOT NULL,
      folder TEXT NOT NULL,
      file_name TEXT NOT NULL,
      size INTEGER NOT NULL,
      mtime_ns INTEGER NOT NULL,
      inode INTEGER NOT NULL,
      companions TEXT NOT NULL DEFAULT '',
      mime TEXT,
      kind TEXT NOT NULL,
      traits INTEGER NOT NULL DEFAULT 0,
      live_pair TEXT,
      date_taken TEXT,
      date_sort TEXT,
      subsec TEXT,
      date_offset TEXT,
      date_utc TEXT,
      date_source TEXT,
      lat REAL, lon REAL, alt REAL,
      make TEXT, model TEXT, lens TEXT,
      orientation INTEGER, width INTEGER, height INTEGER,
      title TEXT, caption TEXT, rating INTEGER, duration REAL, favorited INTEGER,
      album TEXT,
      sublocation TEXT, city TEXT, state TEXT, country TEXT, country_code TEXT,
      place_city TEXT, place_city_id INTEGER, place_region TEXT,
      place_country_code TEXT, place_country TEXT, place_continent TEXT,
      warning TEXT,
      indexed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ','now')),
      UNIQUE(root_id, path)
    );
    CREATE INDEX assets_date ON assets(date_sort);
    CREATE INDEX assets_kind ON assets(kind);
    CREATE INDEX assets_place_country ON assets(place_country_code);
    CREATE INDEX assets_place_city ON assets(place_city_id);
    CREATE TABLE keywords(
      asset_id INTEGER NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
      keyword TEXT NOT NULL,
      source TEXT NOT NULL
    );
    CREATE INDEX keywords_asset ON keywords(asset_id);
    CREATE INDEX keywords_word ON keywords(keyword COLLATE NOCASE);
    CREATE TABLE people(
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL UNIQUE COLLATE NOCASE
    );
    CREATE TABLE aliases(
      person_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
      alias TEXT NOT NULL UNIQUE COLLATE NOCASE
    );
    CREATE TABLE faces(
      asset_id INTEGER NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
      person_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
      source TEXT NOT NULL,
      UNIQUE(asset_id, person_id, source)
    );
    CREATE INDEX faces_person ON faces(person_id);
    CREATE TABLE settings(key TEXT PRIMARY KEY, value TEXT);
    CREATE TABLE errors(
      id INTEGER PRIMARY KEY,
      root_id INTEGER NOT NULL REFERENCES roots(id) ON DELETE CASCADE,
      path TEXT NOT NULL,
      size INTEGER NOT NULL,
      mtime_ns INTEGER NOT NULL,
      inode INTEGER NOT NULL,
      companions TEXT NOT NULL DEFAULT '',
      reason TEXT NOT NULL,
      at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ','now')),
      UNIQUE(root_id, path)
    );
    CREATE VIRTUAL TABLE asset_text USING fts5(
      title, caption, keywords, people, album, folder, file_name, places,
      tokenize = 'unicode61 remove_diacritics 2'
    );
    CREATE VIRTUAL TABLE asset_positions USING rtree(id, min_lat, max_lat, min_lon, max_lon);
    """,
    // 2: search (issue 5): indexes a search plan reads alone: faces by person with the asset,
    // capture time with the columns place, time and media filters check (the newest-first walk
    // reads no table row until one passes), places through the stored hierarchy and the IPTC/XMP
    // location text.
    """
    CREATE INDEX faces_person_asset ON faces(person_id, asset_id);
    CREATE INDEX assets_date_walk ON assets(
      date_sort, lat, lon, place_country_code, place_region, place_continent, kind, traits, city,
      state, country, sublocation
    );
    CREATE INDEX assets_place_region ON assets(place_region);
    CREATE INDEX assets_place_continent ON assets(place_continent);
    CREATE INDEX assets_city_text ON assets(city COLLATE NOCASE);
    CREATE INDEX assets_state_text ON assets(state COLLATE NOCASE);
    CREATE INDEX assets_country_text ON assets(country COLLATE NOCASE);
    CREATE INDEX assets_sublocation_text ON assets(sublocation COLLATE NOCASE);
    """,
    // 3: search (issue 5): the subject concepts each asset's words name (filled by the search's
    // SubjectAnnotator; rows go when their asset goes).
    """
    CREATE TABLE asset_subjects(
      concept_id TEXT NOT NULL,
      asset_id INTEGER NOT NULL,
      PRIMARY KEY(concept_id, asset_id)
    ) WITHOUT ROWID;
    CREATE INDEX asset_subjects_asset ON asset_subjects(asset_id);
    CREATE TABLE subject_annotated(asset_id INTEGER PRIMARY KEY);
    CREATE TRIGGER assets_subjects_delete AFTER DELETE ON assets BEGIN
      DELETE FROM asset_subjects WHERE asset_id = old.id;
      DELETE FROM subject_annotated WHERE asset_id = old.id;
    END;
    """,
    // 4: robustness (issue 10): the reader version of every row (a row from an older, faulty
    // reader is read again), and the files being read right now (a file still listed when a run
    // starts killed or hung the reader; it is read alone, and skipped if it fails again).
    """
    ALTER TABLE assets ADD COLUMN reader_version INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE errors ADD COLUMN reader_version INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE reads_in_flight(
      root_id INTEGER NOT NULL REFERENCES roots(id) ON DELETE CASCADE,
      path TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY(root_id, path)
    ) WITHOUT ROWID;
    """,
    // 5: analysis passes and people by face (issue 12). `analysis_done` records which assets a
    // pass (`faces`, later `text`) has looked at, at which version, and why one was skipped;
    // `analysis_in_flight` the assets being analysed (a listed asset at start is retried alone,
    // then skipped). `face_detections` are the faces found (box in oriented pixels, descriptor
    // as base64 float32), `face_clusters` the people they form; a named cluster links its faces'
    // photos to the person through `faces` rows with source `face`.
    """
    CREATE TABLE analysis_done(
      pass TEXT NOT NULL,
      asset_id INTEGER NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
      version INTEGER NOT NULL,
      skipped TEXT,
      at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ','now')),
      PRIMARY KEY(pass, asset_id)
    ) WITHOUT ROWID;
    CREATE INDEX analysis_done_asset ON analysis_done(asset_id);
    CREATE TABLE analysis_in_flight(
      pass TEXT NOT NULL,
      asset_id INTEGER NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
      attempts INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY(pass, asset_id)
    ) WITHOUT ROWID;
    CREATE TABLE face_clusters(
      id INTEGER PRIMARY KEY,
      person_id INTEGER REFERENCES people(id) ON DELETE SET NULL,
      named_by TEXT
    );
    CREATE INDEX face_clusters_person ON face_clusters(person_id);
    CREATE TABLE face_detections(
      id INTEGER PRIMARY KEY,
      asset_id INTEGER NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
      box_left REAL NOT NULL, box_top REAL NOT NULL, box_right REAL NOT NULL,
      box_bottom REAL NOT NULL,
      score REAL NOT NULL,
      descriptor TEXT NOT NULL,
      cluster_id INTEGER REFERENCES face_clusters(id) ON DELETE SET NULL,
      hidden INTEGER NOT NULL DEFAULT 0,
      rejected_clusters TEXT NOT NULL DEFAULT '',
      tag_name TEXT
    );
    CREATE INDEX face_detections_asset ON face_detections(asset_id);
    CREATE INDEX face_detections_cluster ON face_detections(cluster_id);
    """,
    // 6: text in photos (issue 13). `text_words` holds every word the text pass read, with its
    // confidence (0-100), line and box (fractions of the oriented image); `asset_text_read` is
    // the full-text index of the words read with enough confidence (rowid = asset id; rows go
    // when their asset goes).
    """
    CREATE TABLE text_words(
      asset_id INTEGER NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
      ordinal INTEGER NOT NULL,
      word TEXT NOT NULL,
      confidence REAL NOT NULL,
      line INTEGER NOT NULL,
      box_left REAL NOT NULL, box_top REAL NOT NULL, box_right REAL NOT NULL,
      box_bottom REAL NOT NULL,
      PRIMARY KEY(asset_id, ordinal)
    ) WITHOUT ROWID;
    CREATE VIRTUAL TABLE asset_text_read USING fts5(
      words, tokenize = 'unicode61 remove_diacritics 2'
    );
    CREATE TRIGGER assets_text_read_delete AFTER DELETE ON assets BEGIN
      DELETE FROM asset_text_read WHERE rowid = old.id;
    END;
    """,
    // 7: identity that survives moves (issue 11): each asset's content fingerprint (its size
    // and the SHA-256 of its ends, `ContentFingerprint`), so a moved or renamed file is
    // recognised and keeps its asset id (and with it its people, faces and selections).
    """
    ALTER TABLE assets ADD COLUMN fingerprint TEXT;
    CREATE INDEX assets_fingerprint ON assets(fingerprint);
    """,
    // 8: the vocabulary of read text (issue 13): every token of three or more characters the
    // full-text index of read text holds, and the token reversed, so a word misread by one
    // letter is found by its first or last half (``TextVocabulary``). Filled from the index's
    // own terms (fts5vocab), reversed by a recursive query.
    """
    CREATE TABLE text_vocabulary(
      word TEXT PRIMARY KEY,
      reversed TEXT NOT NULL
    ) WITHOUT ROWID;
    CREATE INDEX text_vocabulary_reversed ON text_vocabulary(reversed);
    CREATE VIRTUAL TABLE temp.asset_text_terms USING fts5vocab(main, asset_text_read, 'row');
    WITH RECURSIVE flipped(word, rest, reversed) AS (
      SELECT term, term, '' FROM temp.asset_text_terms WHERE length(term) >= 3
      UNION ALL
      SELECT word, substr(rest, 2), substr(rest, 1, 1) || reversed FROM flipped WHERE rest <> ''
    )
    INSERT INTO text_vocabulary(word, reversed) SELECT word, reversed FROM flipped WHERE rest = '';
    DROP TABLE temp.asset_text_terms;
    """,
  ]
}
