#!/usr/bin/env python3
"""Word recall of the text pass on the rendered fixtures (issue 13).

Usage: eval_text.py LIBRARY.sqlite FIXTURE_FOLDER

Reads FIXTURE_FOLDER/words.json (file name -> kind and the words drawn, from text-fixtures) and
the words the text pass stored in LIBRARY (table text_words, every word read; asset_text_read,
the searchable ones); prints, per kind, the word recall (share of drawn words read, each read word
used once, folded to lower-case letter/digit runs), the precision of the searchable words, and the
searchable words read on photos without text.
"""
import json
import os
import re
import sqlite3
import statistics
import sys


def tokens(text):
    return [t for t in re.split(r"[^\w]+", text.lower()) if t and t != "_"]


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    library, folder = sys.argv[1], sys.argv[2]
    truth = json.load(open(os.path.join(folder, "words.json")))
    db = sqlite3.connect(f"file:{library}?mode=ro", uri=True)
    rows = db.execute(
        "SELECT a.file_name, w.word, w.confidence FROM text_words w JOIN assets a ON a.id = w.asset_id "
        "ORDER BY a.file_name, w.ordinal").fetchall()
    read = {}
    for name, word, confidence in rows:
        read.setdefault(name, []).append((word, confidence))
    searchable = dict(db.execute(
        "SELECT a.file_name, t.words FROM asset_text_read t JOIN assets a ON a.id = t.rowid").fetchall())
    kinds = {}
    for name, t in sorted(truth.items()):
        words = read.get(name, [])
        confident = tokens(searchable.get(name, ""))
        every = [tok for w, _ in words for tok in tokens(w)]
        expected = t["words"]
        left = {}
        for tok in every:
            left[tok] = left.get(tok, 0) + 1
        found = 0
        for tok in expected:
            if left.get(tok, 0) > 0:
                left[tok] -= 1
                found += 1
        recall = found / len(expected) if expected else None
        wanted = set(expected)
        precision = (sum(1 for tok in confident if tok in wanted) / len(confident)) if confident else None
        kinds.setdefault(t["kind"], []).append((name, recall, precision, len(confident)))
    for kind, items in kinds.items():
        if kind == "plain":
            stray = sum(n for _, _, _, n in items)
            print(f"{kind:10} {len(items):3} photos  confident words read on photos without text: {stray}")
            continue
        recalls = [r for _, r, _, _ in items if r is not None]
        precisions = [p for _, _, p, _ in items if p is not None]
        print(f"{kind:10} {len(items):3} photos  word recall mean {statistics.mean(recalls):.3f} "
              f"min {min(recalls):.3f}  precision of searchable words {statistics.mean(precisions) if precisions else 0:.3f}")
        for name, r, p, _ in items:
            if r is not None and r < 0.9:
                print(f"    {name}: recall {r:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
