#!/usr/bin/env python3
"""Validate named_events.tsv and regional_words.tsv; print counts per country."""
import sys, unicodedata
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
COUNTRIES = {"US", "GB", "AU", "NZ", "CA", "IE", "IN", "ZA", "SG", "PH"}
KINDS = {"festival", "music_festival", "fair", "show", "agricultural_show", "sport_fixture",
         "race", "marathon", "parade", "carnival", "religious_festival", "cultural_festival",
         "competition", "school_event", "other"}
CLASSES = {"food", "drink", "dish", "sweet", "object", "clothing", "building", "vehicle", "plant",
           "animal", "ritual", "ceremony", "activity", "dance", "music", "game", "sport", "scene",
           "family_place", "other"}
errors = []

def err(f, n, msg):
    errors.append(f"{f}:{n}: {msg}")

def norm(s):
    return unicodedata.normalize("NFC", s).strip().casefold()

def read(name, header):
    path = HERE / name
    rows = []
    with open(path, encoding="utf-8", newline="") as fh:
        lines = fh.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines or lines[0].split("\t") != header:
        err(name, 1, f"bad header, want {header}")
    for i, line in enumerate(lines[1:], start=2):
        if "\r" in line:
            err(name, i, "carriage return")
        cols = line.split("\t")
        if len(cols) != len(header):
            err(name, i, f"{len(cols)} columns, want {len(header)}")
            continue
        for c, v in zip(header, cols):
            if v != v.strip():
                err(name, i, f"{c}: leading/trailing space")
            if "|" in v and any(p.strip() == "" for p in v.split("|")):
                err(name, i, f"{c}: empty |-item")
        rows.append((i, dict(zip(header, cols))))
    return rows

# ---- named_events.tsv
ev = read("named_events.tsv", ["country", "name", "aliases", "kind", "place"])
seen = {}
ev_counts = Counter()
kind_counts = Counter()
for i, r in ev:
    c = r["country"]
    if c != "*" and c not in COUNTRIES:
        err("named_events.tsv", i, f"bad country {c!r}")
    if not r["name"].strip():
        err("named_events.tsv", i, "empty name")
    if r["kind"] not in KINDS:
        err("named_events.tsv", i, f"bad kind {r['kind']!r}")
    key = (c, norm(r["name"]))
    if key in seen:
        err("named_events.tsv", i, f"duplicate of line {seen[key]}: {r['name']}")
    seen[key] = i
    als = [norm(a) for a in r["aliases"].split("|")] if r["aliases"] else []
    if len(set(als)) != len(als):
        err("named_events.tsv", i, "repeated alias")
    if norm(r["name"]) in als:
        err("named_events.tsv", i, "alias repeats the name")
    ev_counts[c] += 1
    kind_counts[r["kind"]] += 1

# ---- regional_words.tsv
wd = read("regional_words.tsv", ["country", "word", "variants", "class", "language", "gloss"])
seen = {}
wd_counts = Counter()
class_counts = Counter()
for i, r in wd:
    cs = r["country"].split("|")
    for c in cs:
        if c not in COUNTRIES:
            err("regional_words.tsv", i, f"bad country {c!r}")
    if len(set(cs)) != len(cs):
        err("regional_words.tsv", i, "repeated country")
    if not r["word"].strip():
        err("regional_words.tsv", i, "empty word")
    if not r["gloss"].strip():
        err("regional_words.tsv", i, "empty gloss")
    if not r["language"].strip():
        err("regional_words.tsv", i, "empty language")
    if r["class"] not in CLASSES:
        err("regional_words.tsv", i, f"bad class {r['class']!r}")
    for c in cs:
        key = (c, norm(r["word"]))
        if key in seen:
            err("regional_words.tsv", i, f"duplicate of line {seen[key]}: {c} {r['word']}")
        seen[key] = i
        wd_counts[c] += 1
    vs = [norm(v) for v in r["variants"].split("|")] if r["variants"] else []
    if len(set(vs)) != len(vs):
        err("regional_words.tsv", i, "repeated variant")
    if norm(r["word"]) in vs:
        err("regional_words.tsv", i, "variant repeats the word")
    class_counts[r["class"]] += 1

order = ["*"] + sorted(COUNTRIES)
print("named_events.tsv rows:", len(ev))
print("  " + "  ".join(f"{c}={ev_counts[c]}" for c in order))
print("  kinds: " + ", ".join(f"{k}={n}" for k, n in kind_counts.most_common()))
print("regional_words.tsv rows:", len(wd), "(per country, rows shared by several countries count for each)")
print("  " + "  ".join(f"{c}={wd_counts[c]}" for c in sorted(COUNTRIES)))
print("  classes: " + ", ".join(f"{k}={n}" for k, n in class_counts.most_common()))
for c in sorted(COUNTRIES):
    if not 50 <= ev_counts[c] <= 80:
        print(f"  note: events for {c} = {ev_counts[c]} (target 50-80)")
    if not 60 <= wd_counts[c] <= 120:
        print(f"  note: words for {c} = {wd_counts[c]} (target 60-120)")
if errors:
    print(f"\n{len(errors)} ERROR(S):")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("\nOK: no errors")
