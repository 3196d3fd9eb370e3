/// The PostgreSQL library's tables, versioned like ``LibrarySchema``: migration `i` takes
/// version `i` to `i + 1` (recorded in `photosearch_schema`), all in one transaction under an
/// advisory lock, so several first opens at once migrate once.
///
/// The layout is SQLite's, in PostgreSQL's terms: `bigserial` ids; `citext` where SQLite
/// compares `NOCASE` (names, aliases, keywords, written place names); paths and capture times
/// in the "C" collation (byte order, as SQLite sorts); `asset_text` holds `tsvector`s (GIN)
/// of the words ``FullTextTokens`` cuts; `asset_positions` is a btree-indexed bounding box per
/// asset; pg_trgm GIN indexes serve the camera and album substring filters; the newest-first walk
/// is a btree in the search's own order (`date_sort DESC NULLS LAST, path, id`).
enum PostgresSchema {
  /// The newest version this code writes.
  static var currentVersion: Int { migrations.count }

  /// Migration `i` takes version `i` to `i + 1`.
  static let migrations: [String] = [
    // 1: the layout of SQLite schema 5 (index, search, reader versions, analysis and faces).
    """
    CREATE EXTENSION IF NOT EXISTS citext;
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE TABLE roots(
      id bigserial PRIMARY KEY,
      path text COLLATE "C" NOT NULL UNIQUE,
      added_at text NOT NULL DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      last_indexed_at text
    );
    CREATE TABLE assets(
      id bigserial PRIMARY KEY,
      root_id bigint NOT NULL REFERENCES roots(id) ON DELETE CASCADE,
      path text COLLATE "C" NOT NULL,
      folder text NOT NULL,
      file_name text NOT NULL,
      size bigint NOT NULL,
      mtime_ns bigint NOT NULL,
      inode bigint NOT NULL,
      companions text NOT NULL DEFAULT '',
      mime text,
      kind text NOT NULL,
      traits bigint NOT NULL DEFAULT 0,
      live_pair text,
      date_taken text,
      date_sort text COLLATE "C",
      subsec text,
      date_offset text,
      date_utc text,
      date_source text,
      lat double precision, lon double precision, alt double precision,
      make text, model text, lens text,
      orientation bigint, width bigint, height bigint,
      title text, caption text, rating bigint, duration double precision, favorited bigint,
      album text,
      sublocation citext, city citext, state citext, country citext, country_code text,
      place_city text, place_city_id bigint, place_region text,
      place_country_code text, place_country text, place_continent text,
      warning text,
      indexed_at text NOT NULL DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      reader_version bigint NOT NULL DEFAULT 0,
      UNIQUE(root_id, path)
    );
    CREATE INDEX assets_date_walk ON assets(date_sort DESC NULLS LAST, path, id);
    CREATE INDEX assets_kind ON assets(kind);
    CREATE INDEX assets_place_country ON assets(place_country_code);
    CREATE INDEX assets_place_city ON assets(place_city_id);
    CREATE INDEX assets_place_region ON assets(place_region, place_country_code);
    CREATE INDEX assets_place_continent ON assets(place_continent);
    CREATE INDEX assets_city_text ON assets(city);
    CREATE INDEX assets_state_text ON assets(state);
    CREATE INDEX assets_country_text ON assets(country);
    CREATE INDEX assets_sublocation_text ON assets(sublocation);
    CREATE INDEX assets_make_trgm ON assets USING gin (make gin_trgm_ops);
    CREATE INDEX assets_model_trgm ON assets USING gin (model gin_trgm_ops);
    CREATE INDEX assets_album_trgm ON assets USING gin (album gin_trgm_ops);
    CREATE INDEX assets_folder_trgm ON assets USING gin (folder gin_trgm_ops);
    CREATE TABLE keywords(
      rowid bigserial PRIMARY KEY,
      asset_id bigint NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
      keyword citext NOT NULL,
      source text NOT NULL
    );
    CREATE INDEX keywords_asset ON keywords(asset_id);
    CREATE INDEX keywords_word ON keywords(keyword);
    CREATE TABLE people(
      id bigserial PRIMARY KEY,
      name citext NOT NULL UNIQUE
    );
    CREATE TABLE aliases(
      person_id bigint NOT NULL REFERENCES people(id) ON DELETE CASCADE,
      alias citext NOT NULL UNIQUE
    );
    CREATE TABLE faces(
      rowid bigserial PRIMARY KEY,
      asset_id bigint NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
      person_id bigint NOT NULL REFERENCES people(id) ON DELETE CASCADE,
      source text NOT NULL,
      UNIQUE(asset_id, person_id, source)
    );
    CREATE INDEX faces_person_asset ON faces(person_id, asset_id);
    CREATE TABLE settings(key text PRIMARY KEY, value text);
    CREATE TABLE errors(
      id bigserial PRIMARY KEY,
      root_id bigint NOT NULL REFERENCES roots(id) ON DELETE CASCADE,
      path text COLLATE "C" NOT NULL,
      size bigint NOT NULL,
      mtime_ns bigint NOT NULL,
      inode bigint NOT NULL,
      companions text NOT NULL DEFAULT '',
      reason text NOT NULL,
      at text NOT NULL DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      reader_version bigint NOT NULL DEFAULT 0,
      UNIQUE(root_id, path)
    );
    CREATE TABLE asset_text(
      rowid bigint PRIMARY KEY REFERENCES assets(id) ON DELETE CASCADE,
      subject_words tsvector NOT NULL,
      all_words tsvector NOT NULL
    );
    CREATE INDEX asset_text_subjects ON asset_text USING gin (subject_words);
    CREATE INDEX asset_text_all ON asset_text USING gin (all_words);
    CREATE TABLE asset_positions(
      id bigint PRIMARY KEY REFERENCES assets(id) ON DELETE CASCADE,
      min_lat double precision NOT NULL, max_lat double precision NOT NULL,
      min_lon double precision NOT NULL, max_lon double precision NOT NULL
    );
    CREATE INDEX asset_positions_box ON asset_positions(min_lat, min_lon)
      INCLUDE (max_lat, max_lon);
    CREATE TABLE asset_subjects(
      concept_id text NOT NULL,
      asset_id bigint NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
      PRIMARY KEY(concept_id, asset_id)
    );
    CREATE INDEX asset_subjects_asset ON asset_subjects(asset_id);
    CREATE TABLE subject_annotated(
      asset_id bigint PRIMARY KEY REFERENCES assets(id) ON DELETE CASCADE
    );
    CREATE TABLE reads_in_flight(
      root_id bigint NOT NULL REFERENCES roots(id) ON DELETE CASCADE,
      path text COLLATE "C" NOT NULL,
      attempts bigint NOT NULL DEFAULT 0,
      holder integer NOT NULL DEFAULT pg_backend_pid(),
      PRIMARY KEY(root_id, path)
    );
    CREATE TABLE analysis_done(
      pass text NOT NULL,
      asset_id bigint NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
      version bigint NOT NULL,
      skipped text,
      at text NOT NULL DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      PRIMARY KEY(pass, asset_id)
    );
    CREATE INDEX analysis_done_asset ON analysis_done(asset_id);
    CREATE TABLE analysis_in_flight(
      pass text NOT NULL,
      asset_id bigint NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
      attempts bigint NOT NULL DEFAULT 0,
      PRIMARY KEY(pass, asset_id)
    );
    CREATE TABLE face_clusters(
      id bigserial PRIMARY KEY,
      person_id bigint REFERENCES people(id) ON DELETE SET NULL,
      named_by text
    );
    CREATE INDEX face_clusters_person ON face_clusters(person_id);
    CREATE TABLE face_detections(
      id bigserial PRIMARY KEY,
      asset_id bigint NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
      box_left double precision NOT NULL, box_top double precision NOT NULL,
      box_right double precision NOT NULL, box_bottom double precision NOT NULL,
      score double precision NOT NULL,
      descriptor text NOT NULL,
      cluster_id bigint REFERENCES face_clusters(id) ON DELETE SET NULL,
      hidden bigint NOT NULL DEFAULT 0,
      rejected_clusters text NOT NULL DEFAULT '',
      tag_name citext
    );
    CREATE INDEX face_detections_asset ON face_detections(asset_id);
    CREATE INDEX face_detections_cluster ON face_detections(cluster_id);
    """,
    // 2: text in photos (SQLite schema 6). `text_words` holds every word the text pass read;
    // `asset_text_read` the words read with enough confidence, as text (`words`, lines joined by
    // ` ; `) and as a `tsvector` cut by ``FullTextTokens`` (GIN), so read text matches the same
    // words on both engines.
    """
    CREATE TABLE text_words(
      asset_id bigint NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
      ordinal bigint NOT NULL,
      word text NOT NULL,
      confidence double precision NOT NULL,
      line bigint NOT NULL,
      box_left double precision NOT NULL, box_top double precision NOT NULL,
      box_right double precision NOT NULL, box_bottom double precision NOT NULL,
      PRIMARY KEY(asset_id, ordinal)
    );
    CREATE TABLE asset_text_read(
      rowid bigint PRIMARY KEY REFERENCES assets(id) ON DELETE CASCADE,
      words text NOT NULL,
      words_vector tsvector NOT NULL
    );
    CREATE INDEX asset_text_read_words ON asset_text_read USING gin (words_vector);
    """,
    // 3: identity that survives moves (SQLite schema 7): each asset's content fingerprint.
    """
    ALTER TABLE assets ADD COLUMN fingerprint text;
    CREATE INDEX assets_fingerprint ON assets(fingerprint);
    """,
    // 4: the capture-time walk covers the columns a page returns and a place checks, so
    // PostgreSQL walks it index-only instead of fetching every entry's row (`food in Tokyo` on
    // the 1,000,000-asset benchmark: 193 ms → 41–60 ms, EXPLAIN ANALYZE; docs/storage.md).
    """
    DROP INDEX assets_date_walk;
    CREATE INDEX assets_date_walk ON assets(date_sort DESC NULLS LAST, path, id)
      INCLUDE (root_id, date_taken, kind, lat, lon, place_city, place_region, place_country_code,
        place_country, city, state, country, sublocation);
    """,
    // 5: a region's rows all lie in its country, which PostgreSQL cannot know from per-column
    // statistics: it multiplied the two and guessed `California` (region and `US`) at 1,385 rows
    // of the 1,000,000-asset benchmark instead of 18,766, so it read every one of them through a
    // bitmap and sorted them (58 ms warm, 300 ms cold) rather than walk the capture-time index
    // until a page is full (8–20 ms; EXPLAIN ANALYZE, docs/storage.md). Statistics on the pair
    // give the right count.
    """
    CREATE STATISTICS IF NOT EXISTS assets_place_region_country (dependencies, mcv)
      ON place_region, place_country_code FROM assets;
    ANALYZE assets;
    """,
    // 6: the vocabulary of read text (SQLite schema 8): every token of three or more characters
    // of the read-text index and the token reversed (``TextVocabulary``), in byte order so a
    // range finds a prefix. Filled from the index's lexemes.
    """
    CREATE TABLE text_vocabulary(
      word text COLLATE "C" PRIMARY KEY,
      reversed text COLLATE "C" NOT NULL
    );
    CREATE INDEX text_vocabulary_reversed ON text_vocabulary(reversed);
    INSERT INTO text_vocabulary(word, reversed)
      SELECT DISTINCT lexeme, reverse(lexeme) FROM asset_text_read, unnest(words_vector)
      WHERE char_length(lexeme) >= 3
      ON CONFLICT DO NOTHING;
    """,
  ]
}
