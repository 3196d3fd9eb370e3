#!/usr/bin/env python3
"""Generates the gazetteer resources of PhotoPlaces from GeoNames and Natural Earth.

Sources (see ATTRIBUTION.md and ../shared/data/raw/*/README.md):
  - GeoNames (CC BY 4.0): cities1000, alternate names of cities5000, admin1 codes, countries,
    continents.
  - Natural Earth (public domain): populated places (fame), lakes, geography regions
    (ranges, peaks, islands, deserts...), US National Park Service units.
  - scripts/landmarks.py: our own curated table of landmarks and venues the sources lack.

Writes into Sources/PhotoPlaces/Resources/Data/:
  places.tsv       one recognisable place a line (continents, countries, regions, cities, natural
                   places, parks, landmarks): id, kind, name, country code, region, continent code,
                   lat, lon, radius km, population; sorted by rank (population + kind bonus).
  place_names.tsv  folded name -> ranked row numbers of places.tsv, with a flag for names that are
                   also common English words.
  place_names.idx  its prebuilt hash index (scripts/key_table.py).
  countries.tsv    country code, English name, continent code (for reverse geocoding).
  local_towns.tsv  the towns of cities1000 below the recognition set in the countries of the
                   English locales (folded name, id, name, country code, region, lat, lon, radius,
                   population; sorted by name, then population): the language engine reads one as
                   a place only in its own country (`dingle` typed in Ireland).
  geocode.tsv      every GeoNames cities1000 place (minus city sections such as "Paris 07"),
                   sorted by 0.5-degree grid cell, for offline reverse geocoding; the last
                   column is the place's IANA time zone (local capture times from UTC).

Usage: python3 scripts/generate_gazetteer.py   (from the repository root; stdlib only)
"""

import csv
import json
import math
import os
import re
import sys
import unicodedata
import zlib
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from english_words import COMMON_WORDS  # noqa: E402
from landmarks import landmarks  # noqa: E402
from key_table import fold, write_place_names_index  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RAW = os.path.join(ROOT, "..", "shared", "data", "raw")
OUT = os.path.join(ROOT, "Sources", "PhotoPlaces", "Resources", "Data")
# The language engine's files the gazetteer reads (common words: subjects, given names).
WORDS = os.path.join(ROOT, "Sources", "PhotoQuery", "Resources", "Data")

# Recognition set: cities at or above this population, plus smaller ones that are famous (named in
# many languages, or listed by Natural Earth).
CITY_POPULATION_MIN = 15000
FAMOUS_ALT_NAME_COUNT = 10
# A name that is a common English word keeps only places at least this populous (or of kind
# continent / country); it is flagged either way. Regions named by a common word ("Northern",
# "Central") are left out under that name.
COMMON_WORD_POPULATION_MIN = 100000
# Towns below the recognition set that the language engine knows in their own country only: the
# countries of the English locales it reads (en_US … en_PH).
LOCAL_TOWN_COUNTRIES = {"US", "GB", "AU", "CA", "IN", "IE", "ZA", "NZ", "SG", "PH"}
# Alternate names are taken for cities at least this populous (smaller towns have few English
# exonyms, and their alternate names are mostly transliterations that collide with words).
ALT_NAME_POPULATION_MIN = 100000
# Rank penalty (in log10 population units) of a match through an alternate name.
ALT_NAME_PENALTY = 1.0
# Alternate names that are given names at least this common (0-1000) are left out (GeoNames lists
# "Eve", "Ava", "Sam" as alternate names of cities); a place's own name is always kept.
GIVEN_NAME_COMMONNESS_LIMIT = 300
KIND_BONUS = {"continent": 1.0, "country": 0.5, "city": 0.0, "region": -0.3, "natural": -0.1,
              "park": -0.1, "landmark": 0.0}

CONTINENT_NAMES = {"AF": "Africa", "AN": "Antarctica", "AS": "Asia", "EU": "Europe",
                   "NA": "North America", "OC": "Oceania", "SA": "South America"}

# Common English alternates for countries (our own table). GB's nations (England, Scotland, Wales,
# Northern Ireland) are GeoNames first-level regions and stay regions.
COUNTRY_ALTERNATES = {
    "US": ["USA", "U.S.A.", "U.S.", "United States of America", "America", "the States", "the US"],
    "GB": ["UK", "U.K.", "Britain", "Great Britain", "the UK"],
    "NL": ["Netherlands", "Holland"],
    "CZ": ["Czech Republic"],
    "KR": ["Korea"],
    "CI": ["Cote d'Ivoire"],
    "MM": ["Burma"],
    "SZ": ["Swaziland"],
    "MK": ["Macedonia"],
    "AE": ["UAE", "U.A.E.", "Emirates"],
    "CD": ["DR Congo", "DRC", "Congo-Kinshasa"],
    "CG": ["Congo", "Congo-Brazzaville"],
    "VA": ["Vatican City", "Holy See"],
    "TL": ["East Timor", "Timor-Leste"],
    "CV": ["Cape Verde"],
    "PS": ["Palestine"],
    "VN": ["Viet Nam"],
    "RU": ["Russian Federation"],
    "BA": ["Bosnia"],
    "TT": ["Trinidad"],
    "AG": ["Antigua"],
    "KN": ["St Kitts", "St. Kitts", "Saint Kitts"],
    "LC": ["St Lucia", "St. Lucia"],
    "VC": ["St Vincent", "St. Vincent"],
    "MO": ["Macau"],
    "FK": ["Falklands"],
    "DO": ["Dominican Rep"],
    "NZ": ["Aotearoa"],
    "TR": ["Turkiye"],
}
# Region alternates (our own table).
REGION_ALTERNATES = {
    "US.DC": ["DC", "D.C.", "Washington DC", "Washington D.C."],
    "US.NY": ["New York State"],
    "US.WA": ["Washington State"],
    "US.CA": ["Cali"],
    "GB.ENG": [], "GB.SCT": [], "GB.WLS": [],
    "IN.DL": ["New Delhi NCR"],
}
# City alternates the GeoNames alternate names lack or that the filters above drop (our own table):
# GeoNames id -> extra English names.
CITY_ALTERNATES = {
    3451190: ["Rio"],  # Rio de Janeiro
    5506956: ["Vegas"],  # Las Vegas
    4560349: ["Philly"],  # Philadelphia
    4335045: ["NOLA"],  # New Orleans
    1735161: ["KL"],  # Kuala Lumpur
}
# Natural Earth range/feature alternates (our own table): folded NE name -> extra English names.
NATURAL_ALTERNATES = {
    "rocky mountains": ["Rockies", "the Rockies", "Rocky Mountains"],
    "alps": ["the Alps", "Swiss Alps"],
    "himalayas": ["Himalaya", "the Himalayas"],
    "andes": ["the Andes"],
    "appalachian mountains": ["Appalachians", "the Appalachians"],
    "sierra nevada": ["the Sierra", "the Sierras"],
    "pyrenees": ["the Pyrenees"],
    "uluru/ayers rock": ["Uluru", "Ayers Rock"],
    "fuji": ["Mount Fuji", "Mt Fuji", "Mt. Fuji", "Fujisan", "Fuji-san"],
    "niagara falls": ["Niagara"],
    "grand canyon": ["the Grand Canyon"],
}


def name_key(text):
    """The lookup key of a name: folded, hyphens and periods as spaces, single spaces."""
    key = fold(text)
    key = re.sub(r"\([^)]*\)", " ", key)
    key = re.sub(r"[-.]", " ", key)
    key = re.sub(r"\s+", " ", key).strip()
    return key


KEY_OK = re.compile(r"^[a-z0-9' ]+$")


def usable_key(key):
    """Whether a key can be typed and tokenised as our n-grams (Latin letters, digits, apostrophes)."""
    return bool(key) and bool(KEY_OK.match(key)) and not key.startswith("'") and len(key) >= 2


def is_english_alternate(name):
    """Heuristic for GeoNames alternate names worth indexing: Latin script, capitalised, plain,
    not `The …`, and abbreviations of three letters or fewer only in capitals (NYC)."""
    if not name or not name[0].isupper() or name.lower().startswith("the "):
        return False
    if len(name) <= 3 and not name.isupper():
        return False
    try:
        name.encode("latin-1")
    except UnicodeEncodeError:
        return False
    return usable_key(name_key(name))


def haversine_km(lat1, lon1, lat2, lon2):
    """Great-circle distance in kilometres."""
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 6371.0 * 2 * math.asin(min(1.0, math.sqrt(a)))


def city_radius_km(population):
    """How far from a city's centre a position still counts as the city: 4 km for 1,000 people,
    10 km for 100,000, 20 km for a million, 30 km for ten million (log-linear, clamped)."""
    p = max(population, 1000)
    lg = math.log10(p)
    r = 4 + 3 * (lg - 3) if lg < 5 else 10 * (lg - 4)
    return round(max(4.0, min(30.0, r)), 1)


CITY_SECTION = re.compile(r"^.+ \d{1,2}( .*)?$")


def is_city_section(name):
    """GeoNames sections of a city such as 'Paris 07 Palais-Bourbon' or 'Lyon 03'."""
    return bool(CITY_SECTION.match(name))


def stable_id(kind, name, taken):
    """A generated id for places without a GeoNames id: 1,000,000,000 + crc32(kind:name) mod 1e9."""
    value = 1_000_000_000 + zlib.crc32(f"{kind}:{name}".encode()) % 1_000_000_000
    while value in taken:
        value += 1
    taken.add(value)
    return value


def read_tsv(path):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))


def main():
    geonames = os.path.join(RAW, "geonames")
    naturalearth = os.path.join(RAW, "naturalearth")
    if not os.path.isdir(geonames):
        sys.exit(f"missing raw data: {geonames}")
    os.makedirs(OUT, exist_ok=True)

    vocabulary_words = set()
    subjects_path = os.path.join(WORDS, "subjects.tsv")
    if os.path.exists(subjects_path):
        with open(subjects_path, encoding="utf-8") as f:
            for line in f:
                if line.startswith("#"):
                    continue
                fields = line.rstrip("\n").split("\t")
                if len(fields) >= 3:
                    vocabulary_words.add(fields[0])
                    vocabulary_words.update(s for s in fields[2].split("|") if s)
    common = COMMON_WORDS | vocabulary_words
    given_names = {}
    names_path = os.path.join(WORDS, "given_names.tsv")
    if os.path.exists(names_path):
        with open(names_path, encoding="utf-8") as f:
            for line in f:
                if not line.startswith("#"):
                    fields = line.rstrip("\n").split("\t")
                    given_names[fields[0]] = int(fields[1])

    # --- countries --------------------------------------------------------------------------
    countries = {}
    for row in read_tsv(os.path.join(geonames, "countries.tsv")):
        countries[row["iso"]] = row
    cities = read_tsv(os.path.join(geonames, "cities1000.tsv"))
    alt_names = defaultdict(list)
    with open(os.path.join(geonames, "alternate_names_cities5000.tsv"), encoding="utf-8") as f:
        next(f)
        for line in f:
            gid, _, name = line.rstrip("\n").partition("\t")
            alt_names[gid].append(name)

    admin1 = {}
    with open(os.path.join(geonames, "admin1CodesASCII.txt"), encoding="utf-8") as f:
        for line in f:
            code, name, ascii_name, gid = line.rstrip("\n").split("\t")
            admin1[code] = (name, ascii_name, int(gid))

    natural_earth_ids = set()
    for row in read_tsv(os.path.join(naturalearth, "populated_places.tsv")):
        gid = row["geonameid"].split(".")[0]
        if gid and gid not in ("-1", "0"):
            natural_earth_ids.add(gid)

    places = []  # dicts: id, kind, name, cc, admin1, lat, lon, radius, population, keys, alt_keys

    def add_place(**fields):
        fields.setdefault("keys", [])
        fields.setdefault("alt_keys", [])
        places.append(fields)
        return fields

    taken_ids = set()

    # Continents.
    with open(os.path.join(geonames, "continents_bbox.json"), encoding="utf-8") as f:
        continent_info = json.load(f)
    for code, info in continent_info.items():
        name = CONTINENT_NAMES[code]
        bbox = info["bbox"]
        radius = haversine_km(bbox["south"], bbox["west"], bbox["north"], bbox["east"]) / 2
        add_place(id=int(info["geonameid"]), kind="continent", name=name, cc="", admin1="",
                  continent=code, lat=info["lat"], lon=info["lng"], radius=round(min(radius, 6000), 0),
                  population=int(info.get("population") or 0), keys=[name])
        taken_ids.add(int(info["geonameid"]))

    # Region statistics from cities: population sum, weighted centre, spread.
    region_pop = defaultdict(int)
    region_sum = defaultdict(lambda: [0.0, 0.0, 0.0])
    country_sum = defaultdict(lambda: [0.0, 0.0, 0.0])
    for c in cities:
        pop = int(c["population"] or 0)
        w = max(pop, 1000)
        lat, lon = float(c["latitude"]), float(c["longitude"])
        code = f'{c["country_code"]}.{c["admin1_code"]}'
        region_pop[code] += pop
        s = region_sum[code]
        s[0] += lat * w
        s[1] += lon * w
        s[2] += w
        s = country_sum[c["country_code"]]
        s[0] += lat * w
        s[1] += lon * w
        s[2] += w
    region_radius = defaultdict(float)
    for c in cities:
        code = f'{c["country_code"]}.{c["admin1_code"]}'
        s = region_sum[code]
        d = haversine_km(float(c["latitude"]), float(c["longitude"]), s[0] / s[2], s[1] / s[2])
        region_radius[code] = max(region_radius[code], d)

    # Countries.
    for cc, row in countries.items():
        s = country_sum.get(cc)
        if s is None or s[2] == 0:
            continue
        area = float(row["areakm2"] or 0)
        radius = max(5.0, math.sqrt(area / math.pi)) if area else 50.0
        names = [row["name"]] + COUNTRY_ALTERNATES.get(cc, [])
        gid = int(row["geonameid"] or 0) or stable_id("country", cc, taken_ids)
        taken_ids.add(gid)
        add_place(id=gid, kind="country", name=row["name"], cc=cc, admin1="",
                  continent=row["continentcode"], lat=s[0] / s[2], lon=s[1] / s[2],
                  radius=round(radius, 1), population=int(row["population"] or 0), keys=names)

    # First-level regions.
    for code, (name, ascii_name, gid) in admin1.items():
        cc = code.split(".")[0]
        if cc not in countries or code not in region_sum:
            continue
        s = region_sum[code]
        names = [name, ascii_name] + REGION_ALTERNATES.get(code, [])
        if name.startswith("State of "):
            names.append(name[len("State of "):])
        add_place(id=gid, kind="region", name=name, cc=cc, admin1=name,
                  continent=countries[cc]["continentcode"], lat=s[0] / s[2], lon=s[1] / s[2],
                  radius=round(min(max(region_radius[code], 10.0), 1500.0), 1),
                  population=region_pop[code], keys=names)
        taken_ids.add(gid)

    # Cities and towns.
    geocode_rows = []
    local_towns = []
    for c in cities:
        name = c["name"]
        if is_city_section(name):
            continue
        cc = c["country_code"]
        if cc not in countries:
            continue
        pop = int(c["population"] or 0)
        gid = c["geonameid"]
        lat, lon = float(c["latitude"]), float(c["longitude"])
        region = c["admin1_name"]
        geocode_rows.append((int(gid), name, lat, lon, pop, cc, region, c.get("timezone", "")))
        famous = gid in natural_earth_ids or len(alt_names.get(gid, ())) >= FAMOUS_ALT_NAME_COUNT
        if pop < CITY_POPULATION_MIN and not famous:
            key = name_key(name)
            if (cc in LOCAL_TOWN_COUNTRIES and len(key) > 2 and key not in COMMON_WORDS
                    and not any(ch.isdigit() for ch in key)):
                local_towns.append((key, int(gid), name, cc, region, lat, lon,
                                    city_radius_km(pop), pop))
            continue
        alts = []
        if pop >= ALT_NAME_POPULATION_MIN:
            alts = [a for a in alt_names.get(gid, ()) if is_english_alternate(a)]
        add_place(id=int(gid), kind="city", name=name, cc=cc, admin1=region,
                  continent=countries[cc]["continentcode"], lat=lat, lon=lon,
                  radius=city_radius_km(pop), population=pop,
                  keys=[name] + CITY_ALTERNATES.get(int(gid), []), alt_keys=alts)
        taken_ids.add(int(gid))

    # Natural Earth: lakes, geography regions, NPS units.
    def nearest_admin(lat, lon, limit_km):
        return nearest_place(geo_index, lat, lon, limit_km)

    geo_index = build_grid(geocode_rows)

    def add_feature(kind, name, alts, lat, lon, radius, population, cc=None):
        near = nearest_admin(lat, lon, 100.0)
        region = ""
        if cc is None:
            cc = near[5] if near else ""
        if near and near[5] == cc and radius <= 150:
            region = near[6]
        if radius > 500:
            cc, region = "", ""
        continent = countries[cc]["continentcode"] if cc in countries else ""
        add_place(id=stable_id(kind, name, taken_ids), kind=kind, name=name, cc=cc, admin1=region,
                  continent=continent, lat=lat, lon=lon, radius=round(radius, 1),
                  population=population, keys=[name] + alts)

    def bbox_radius(row):
        try:
            return haversine_km(float(row["min_lat"]), float(row["min_lon"]), float(row["max_lat"]),
                                float(row["max_lon"])) / 2
        except (KeyError, ValueError):
            return 5.0

    seen_features = set()
    for row in read_tsv(os.path.join(naturalearth, "lakes.tsv")):
        name = row["name"].strip()
        if not name or name_key(name) in seen_features:
            continue
        seen_features.add(name_key(name))
        alts = []
        low = name.lower()
        if "lake" not in low and "reservoir" not in low and "lago" not in low and "loch" not in low:
            alts = [f"Lake {name}", f"{name} Lake"]
            name = f"Lake {name}"
        rank = int(float(row["scalerank"] or 9))
        add_feature("natural", name, alts, float(row["center_lat"]), float(row["center_lon"]),
                    max(bbox_radius(row), 2.0), int(10 ** (7 - 0.4 * rank)))
    for row in read_tsv(os.path.join(naturalearth, "geography_regions.tsv")):
        raw_name = row["name"].strip()
        if not raw_name or row["featurecla"] in ("Continent", "featurecla", "Dragons-be-here"):
            continue
        name = raw_name.title() if raw_name.isupper() else raw_name
        name = name.replace("'S ", "'s ")
        key = name_key(raw_name)
        alts = list(NATURAL_ALTERNATES.get(fold(raw_name).strip(), []))
        if "/" in name:
            parts = [p.strip() for p in name.split("/") if p.strip()]
            name, alts = parts[0], alts + parts[1:]
        if row["featurecla"].lower() == "mountain" and not re.match(r"(?i)^(mount|mt\.?|monte|mont) ", name):
            alts += [f"Mount {name}", f"Mt {name}"]
        if key in seen_features:
            continue
        seen_features.add(key)
        rank = int(float(row["scalerank"] or 9))
        lat = float(row["center_lat"])
        lon = float(row["center_lon"])
        radius = bbox_radius(row) if row.get("min_lat") else 3.0
        add_feature("natural", name, alts, lat, lon, max(radius, 2.0), int(10 ** (7 - 0.4 * rank)))
    for row in read_tsv(os.path.join(naturalearth, "us_nps_units.tsv")):
        name = row["name"].strip()
        unit = row["unit_name"].strip()
        if not name or name_key(name) in seen_features:
            continue
        seen_features.add(name_key(name))
        unit_type = row["unit_type"]
        alts = [unit] if unit and "&" not in unit else []
        if unit_type:
            alts.append(f"{name} {unit_type}")
        population = 2_000_000 if unit_type.startswith("National Park") else 200_000
        add_feature("park", name, alts, float(row["center_lat"]), float(row["center_lon"]),
                    max(bbox_radius(row), 1.0), population, cc="US")

    # Curated landmarks.
    for kind, name, alts, lat, lon, cc, radius in landmarks():
        add_feature(kind, name, alts, lat, lon, radius, 1_000_000, cc=cc)

    write_outputs(places, countries, geocode_rows, common, given_names, local_towns)


def build_grid(rows):
    grid = defaultdict(list)
    for row in rows:
        grid[(int(math.floor(row[2])), int(math.floor(row[3])))].append(row)
    return grid


def nearest_place(grid, lat, lon, limit_km):
    best, best_d = None, limit_km
    cl, co = int(math.floor(lat)), int(math.floor(lon))
    for dl in (-1, 0, 1):
        for do in (-1, 0, 1):
            for row in grid.get((cl + dl, co + do), ()):
                d = haversine_km(lat, lon, row[2], row[3])
                if d < best_d:
                    best, best_d = row, d
    return best


def write_outputs(places, countries, geocode_rows, common, given_names, local_towns):
    # Rank: log10 population + kind bonus (- alternate-name penalty per key).
    def base_score(p):
        return math.log10(max(p["population"], 1)) + KIND_BONUS[p["kind"]]

    places.sort(key=lambda p: (-base_score(p), p["name"]))
    index = defaultdict(dict)  # key -> row -> score
    for row, p in enumerate(places):
        score = base_score(p)
        for name in p["keys"]:
            key = name_key(name)
            if usable_key(key):
                index[key][row] = max(index[key].get(row, -99), score)
        for name in p["alt_keys"]:
            key = name_key(name)
            if given_names.get(key, 0) >= GIVEN_NAME_COMMONNESS_LIMIT:
                continue
            if usable_key(key) and row not in index.get(key, {}):
                index[key][row] = score - ALT_NAME_PENALTY

    # A city and a region of the same name in one country (Tokyo, Lisbon, Buenos Aires): the city
    # first. A country or region and a natural feature of the same name (Iceland, Alaska): the
    # country or region first.
    for key, rows in index.items():
        best_city = {}
        for r, s in rows.items():
            if places[r]["kind"] == "city":
                cc = places[r]["cc"]
                best_city[cc] = max(best_city.get(cc, -99), s)
        top_admin = max((s for r, s in rows.items()
                         if places[r]["kind"] in ("country", "region", "continent")), default=None)
        for r in list(rows):
            kind = places[r]["kind"]
            if kind == "region" and places[r]["cc"] in best_city:
                rows[r] = min(rows[r], best_city[places[r]["cc"]] - 0.01)
            if kind in ("natural", "park") and top_admin is not None:
                rows[r] = min(rows[r], top_admin - 0.01)

    dropped = 0
    lines = []
    for key in sorted(index):
        rows = index[key]
        is_common = key in common
        if is_common or (" " not in key and len(key) <= 2):
            kept = {r: s for r, s in rows.items()
                    if places[r]["kind"] in ("continent", "country")
                    or (places[r]["kind"] != "region"
                        and places[r]["population"] >= COMMON_WORD_POPULATION_MIN)}
            # alternate names that are common words never count (only a place's own name does)
            kept = {r: s for r, s in kept.items()
                    if any(name_key(n) == key for n in places[r]["keys"])}
            dropped += len(rows) - len(kept)
            rows = kept
        if not rows:
            continue
        ranked = sorted(rows, key=lambda r: (-rows[r], r))
        lines.append(f"{key}\t{'w' if is_common else ''}\t{','.join(map(str, ranked))}\n")

    header = "# generated by scripts/generate_gazetteer.py from GeoNames (CC BY 4.0) and Natural Earth; see ATTRIBUTION.md\n"
    with open(os.path.join(OUT, "places.tsv"), "w", encoding="utf-8") as f:
        f.write(header)
        for p in places:
            f.write("\t".join([str(p["id"]), p["kind"], p["name"], p["cc"], p["admin1"],
                               p["continent"], f'{p["lat"]:.4f}', f'{p["lon"]:.4f}', f'{p["radius"]:g}',
                               str(p["population"])]) + "\n")
    with open(os.path.join(OUT, "place_names.tsv"), "w", encoding="utf-8") as f:
        f.write(header)
        f.writelines(lines)
    entries = write_place_names_index(os.path.join(OUT, "place_names.tsv"),
                                      os.path.join(OUT, "place_names.idx"))
    print(f"place name index entries (names and their leading words): {entries}")
    with open(os.path.join(OUT, "local_towns.tsv"), "w", encoding="utf-8") as f:
        f.write(header)
        for t in sorted(local_towns, key=lambda t: (t[0], -t[8], t[1])):
            f.write("\t".join([t[0], str(t[1]), t[2], t[3], t[4], f"{t[5]:.4f}", f"{t[6]:.4f}",
                               f"{t[7]:g}", str(t[8])]) + "\n")
    print(f"local towns: {len(local_towns)}")
    with open(os.path.join(OUT, "countries.tsv"), "w", encoding="utf-8") as f:
        f.write(header)
        for cc in sorted(countries):
            row = countries[cc]
            f.write(f'{cc}\t{row["name"]}\t{row["continentcode"]}\n')
    # Reverse geocoding table, sorted by 0.5-degree cell (row-major from the south-west).
    def cell(r):
        return (int(math.floor((r[2] + 90) * 2)), int(math.floor((r[3] + 180) * 2)))

    geocode_rows.sort(key=lambda r: (cell(r), -r[4]))
    with open(os.path.join(OUT, "geocode.tsv"), "w", encoding="utf-8") as f:
        f.write(header)
        for gid, name, lat, lon, pop, cc, region, zone in geocode_rows:
            f.write(f"{gid}\t{name}\t{lat:.4f}\t{lon:.4f}\t{pop}\t{cc}\t{region}\t{zone}\n")
    print(f"places: {len(places)}, names: {len(lines)} (dropped {dropped} common-word matches), "
          f"geocode rows: {len(geocode_rows)}")


if __name__ == "__main__":
    main()
