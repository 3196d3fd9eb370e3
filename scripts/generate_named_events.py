#!/usr/bin/env python3
"""Generates PhotoQuery's table of named public events (festivals, shows, fairs, sporting
fixtures, races, parades) from the project's own table `scripts/tables/named_events.tsv`
(CC0; see scripts/tables/README.md and ATTRIBUTION.md).

Each name and alias becomes one key as the engine builds phrase keys from tokens: folded words
joined by single spaces, a leading `the` dropped (it is no part of the value), hyphens and
periods between words skipped, a possessive `'s` joined to its word, `&` a word of its own.
A key is marked as ordinary words when WordNet knows every word (`word_senses.tsv`), so that
the engine takes a one-word such name (`Vivid`, `Fringe`) only when it is written as a name.

A one-word name the gazetteer knows as a place (`Wimbledon`, `Kona`) and a name that holds `in`
(`Carnival in Rio`) are left out: the place is read as the place.
Names that are dates are left to the time recogniser (section 2 rule 2, decisions 26-27): a name
ending in `day`, `days`, `sunday` or `eve` (`Melbourne Cup Day`, `Super Bowl Sunday`) and the
days the table lists as events (`Mardi Gras`, `Bloomsday`). A holiday's parade, fireworks, party, light-up or market
(`St Patrick's Day parade`, `Deepavali light-up`) is a time and a subject (decision 8) unless its head is written as a
name (`the National Day Parade`, `Macy's Thanksgiving Day Parade`): such keys are marked 2.

Writes Sources/PhotoQuery/Resources/Data/named_events.tsv: key, countries (| separated, or *),
kind of name (1: ordinary words, 2: head written as a name, 0: other). Keys named in several rows
take the union of their countries.

Usage: python3 scripts/generate_named_events.py   (from the repository root; stdlib only)
"""

import csv
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from key_table import fold  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "scripts", "tables", "named_events.tsv")
DATA = os.path.join(ROOT, "Sources", "PhotoQuery", "Resources", "Data")
OUT = os.path.join(DATA, "named_events.tsv")

TOKEN = re.compile(r"[^\W_]+(?:'[^\W_]+)*|'s\b|&", re.UNICODE)


def key_of(name):
    """The engine's phrase key of a name, or None when it has no words."""
    text = fold(name).strip()
    text = re.sub(r"^the\s+", "", text)
    words = []
    for token in TOKEN.findall(text.replace("\u2019", "'")):
        if token.endswith("'s") and token != "'s":
            words.append(token[:-2])
            words[-1] += "'s"
        elif token == "'s" and words:
            words[-1] += "'s"
        else:
            words.append(token)
    return " ".join(words) or None


DATE_HEADS = {"day", "days", "sunday", "eve"}
DATED_EVENTS = {"bloomsday"}
DATED_TAILS = ("mardi gras",)
HOLIDAY_EVENT_HEADS = {"parade", "fireworks", "party", "celebration", "celebrations", "up",
                       "house", "countdown", "market", "lighting"}
# The holidays of ../shared/data/raw/holidays and the contract's English ones.
HOLIDAY_WORDS = {
    "christmas", "xmas", "easter", "diwali", "deepavali", "raya", "eid", "new year", "cny",
    "thanksgiving", "halloween", "onam", "pongal", "holi", "navratri", "vesak", "matariki",
    "hanukkah", "passover", "ramadan", "mid autumn", "lunar new year", "vaisakhi", "dussehra",
    "janmashtami", "lohri", "hogmanay", "waitangi", "anzac", "undas", "nye", "new year's eve",
}


def holds_holiday(key):
    padded = f" {key} "
    return any(f" {word} " in padded for word in HOLIDAY_WORDS)


def is_date(key):
    words = key.split(" ")
    return words[-1] in DATE_HEADS or key in DATED_EVENTS or (
        key.endswith(DATED_TAILS) and words[0] in ("mardi", "nola", "new"))


def place_names():
    """Folded names of the gazetteer's places: a place's name alone is read as the place
    (`at Wimbledon`, `Glastonbury 2019`), so a one-word event name that is one is left out."""
    names = set()
    path = os.path.join(ROOT, "Sources", "PhotoPlaces", "Resources", "Data", "place_names.tsv")
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.startswith("#"):
                names.add(line.split("\t", 1)[0])
    return names


def ordinary_words():
    known = set()
    with open(os.path.join(DATA, "word_senses.tsv"), encoding="utf-8") as f:
        for line in f:
            if not line.startswith("#"):
                known.add(line.split("\t", 1)[0])
    return known


def main():
    known = ordinary_words()
    gazetteer = place_names()
    countries = {}
    with open(SOURCE, encoding="utf-8") as f:
        for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            names = [row["name"]] + [a for a in (row.get("aliases") or "").split("|") if a.strip()]
            for name in names:
                key = key_of(name)
                if not key or len(key) < 3 or is_date(key):
                    continue
                # `Carnival in Rio` tells of an event and its place: each read as itself.
                if " in " in f" {key} " or (" " not in key and key in gazetteer):
                    continue
                places = countries.setdefault(key, set())
                places.add(row["country"].strip())
    with open(OUT, "w", encoding="utf-8") as out:
        out.write("# generated by scripts/generate_named_events.py from scripts/tables/"
                  "named_events.tsv (PhotoSearchKit, CC0); see ATTRIBUTION.md\n")
        for key in sorted(countries):
            where = "*" if "*" in countries[key] else "|".join(sorted(countries[key]))
            words = key.split(" ")
            ordinary = all(w.replace("'s", "") in known for w in words)
            holiday_head = words[-1] in HOLIDAY_EVENT_HEADS and (
                len(words) >= 3 and words[-2] == "day" or holds_holiday(key))
            mark = 2 if holiday_head else 1 if ordinary else 0
            out.write(f"{key}\t{where}\t{mark}\n")
    print(f"{len(countries)} event names -> {os.path.relpath(OUT, ROOT)}")


if __name__ == "__main__":
    main()
