#!/usr/bin/env python3
"""The text pass measured (issue 13): accuracy, searches, throughput and peak memory.

Usage: bench_text.py BIN_FOLDER [--runs N] [--corpus ../shared/corpus] [--accuracy-only]

BIN_FOLDER holds release builds of photosearch and text-fixtures (scripts/bench_text.sh builds
them). Prints:
  1. word recall on the 40 rendered fixtures (scripts/eval_text.py);
  2. searches by each fixture's text (two of its words found in no other fixture, alone and after
     `saying`; three consecutive words of it): how often the right image comes first;
  3. `photosearch text` throughput (photos/s, median of N fresh runs, both cores) and peak RSS on
     the 20 screenshots and on the 12 document photos (12 and 24 MP), each with a baseline in the
     same run: Tesseract's defaults on the image as stored (page segmentation 3, no enlarging, full
     size), and one worker instead of two;
  4. on the real photos of ../shared/corpus (when present): how many have confident read text.
"""
import json
import os
import re
import sqlite3
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# Real text-bearing photos of ../shared/corpus/photos, their text written down by looking at them
# (large logo lettering left out): path under the corpus folder -> text.
REAL_TEXT = {
    "exiv2/test/data/FurnaceCreekInn.jpg": "FURNACE CREEK INN",
    "metadata-extractor-images/jpg/Issue 173 (dotnet).jpg":
        "CS 54012 INCREASING MILEAGE DIR. US131GLD MP 0.241 08/26/2018",
    "exiv2/test/data/DSC_3079.jpg": "Pampers baby-dry ALLE gratis BONUS NEW MAGICAL PODS",
    "pigallery2/test/backend/assets/4MinsAroundTheWorld/UTC-20240413-203630-London.jpg":
        "London Local Time: 2024-04-13 21:36:30+01:00 UTC: 2024-04-13 20:36:30Z",
    "photoprism/internal/meta/testdata/iptc-2019.jpg":
        "Photo Metadata Reference Image Covers IPTC Core & Extension v 1.2 v 1.5 = Photo Metadata "
        "Standard 2019.1 Copyright 2019 IPTC www.iptc.org T2019.1",
    "pigallery2/test/backend/assets/Chars.jpg":
        "æÆøØåÅéÉüÜäÄöÖïÏñÑ abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ",
}


def tokens(text):
    return [t for t in re.split(r"[^\w]+", text.lower()) if t and t != "_"]


def recall(expected, read):
    left = {}
    for t in read:
        left[t] = left.get(t, 0) + 1
    found = 0
    for t in expected:
        if left.get(t, 0) > 0:
            left[t] -= 1
            found += 1
    return found / len(expected) if expected else 1.0


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, check=True, **kw)


def timed(args):
    """Runs args under /usr/bin/time; returns (stdout, peak RSS in MB)."""
    done = subprocess.run(["/usr/bin/time", "-f", "%M", *args], capture_output=True, text=True, check=True)
    rss_kb = int(done.stderr.strip().splitlines()[-1])
    return done.stdout, rss_kb / 1024


def main():
    bins = sys.argv[1]
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 3
    corpus = sys.argv[sys.argv.index("--corpus") + 1] if "--corpus" in sys.argv else os.path.join(HERE, "../../shared/corpus")
    photosearch = os.path.join(bins, "photosearch")
    fixtures = os.path.join(bins, "text-fixtures")
    work = tempfile.mkdtemp(prefix="bench-text-")
    env = dict(os.environ, XDG_DATA_HOME=os.path.join(work, "data"))
    try:
        sets = {}
        for name, only in (("all", None), ("screenshots", "screenshot"), ("documents", "document")):
            folder = os.path.join(work, name)
            run([fixtures, folder] + (["--only", only] if only else []))
            sets[name] = folder
        # 1. Accuracy on every fixture.
        library = os.path.join(work, "all.sqlite")
        run([photosearch, "index", sets["all"], "--library", library], env=env)
        run([photosearch, "text", "--library", library], env=env)
        print("== word recall (rendered fixtures; scripts/eval_text.py)")
        print(run([sys.executable, os.path.join(HERE, "eval_text.py"), library, sets["all"]]).stdout, end="")

        # 2. Searches by two words of each image's text.
        truth = json.load(open(os.path.join(sets["all"], "words.json")))
        counts = {}
        for t in truth.values():
            for w in set(t["words"]):
                counts[w] = counts.get(w, 0) + 1
        queries = []
        for name, t in sorted(truth.items()):
            unique = [w for w in t["words"] if counts[w] == 1 and len(w) >= 5 and w.isalpha()]
            if len(unique) >= 2:
                queries.append({"id": name, "text": " ".join(unique[:2]), "context": "search"})
        # Three consecutive words of the text, as a person remembers a phrase ("Baker Street",
        # "mind the gap"): the first run of three letter-only words, two of four letters or more,
        # that no other fixture has in a row.
        def word_runs(words, n=3):
            return [tuple(words[i:i + n]) for i in range(len(words) - n + 1)]
        phrases = []
        for name, t in sorted(truth.items()):
            others = {r for other, u in truth.items() if other != name for r in word_runs(u["words"])}
            for r in word_runs(t["words"]):
                if all(w.isalpha() for w in r) and sum(len(w) >= 4 for w in r) >= 2 and r not in others:
                    phrases.append({"id": name, "text": " ".join(r), "context": "search"})
                    break
        for form, prefix, items in (("the two words alone", "", queries),
                                    ("'… saying W1 W2'", "saying", queries),
                                    ("three consecutive words alone", "", phrases)):
            asked = []
            for q in items:
                kind = truth[q["id"]]["kind"]
                text = q["text"] if not prefix else (
                    f"screenshot saying {q['text']}" if kind == "screenshot" else f"photo saying {q['text']}")
                asked.append(dict(q, text=text))
            lines = "\n".join(json.dumps(q) for q in asked)
            out = run([photosearch, "search", "--jsonl", "-", "--library", library], env=env, input=lines).stdout
            first = 0
            misses = []
            for line, q in zip(out.splitlines(), asked):
                results = json.loads(line)["results"]
                if results and results[0] == q["id"]:
                    first += 1
                else:
                    misses.append(f"{q['text']!r} -> {results[:2]}")
            print(f"== searches by the text, {form}: right image first in {first} of {len(asked)}")
            for m in misses:
                print("    miss:", m)

        if "--accuracy-only" in sys.argv:
            return 0
        # 3. Throughput and memory.
        print(f"== photosearch text throughput (median of {runs} fresh runs) and peak RSS")
        common = [("ours, 2 workers", []), ("ours, 1 worker", ["--workers", "1"])]
        baseline = ("baseline: psm 3, as stored", ["--psm", "3", "--enlarge-below", "0", "--photo-side", "0"])
        variants = {
            "screenshots": [("no enlarging", ["--enlarge-below", "0"])],
            "documents": [("psm 3 (not 11)", ["--psm", "3"]), ("no deskew", ["--deskew", "0"])],
        }
        for name in ("screenshots", "documents"):
            configs = common + variants[name] + [baseline]
            template = os.path.join(work, f"{name}.sqlite")
            run([photosearch, "index", sets[name], "--library", template], env=env)
            rates = {}
            for label, extra in configs:
                values, peaks = [], []
                for i in range(runs):
                    lib = os.path.join(work, f"{name}-{i}.sqlite")
                    shutil.copy(template, lib)
                    out, rss = timed([photosearch, "text", "--library", lib, "--json", *extra])
                    summary = json.loads(out)
                    values.append(summary["analysed"] / summary["seconds"])
                    peaks.append(rss)
                    if i == 0:
                        scored = run([sys.executable, os.path.join(HERE, "eval_text.py"), lib, sets[name]]).stdout
                        accuracy = re.search(r"word recall mean ([\d.]+)", scored).group(1)
                    os.remove(lib)
                rates[label] = statistics.median(values)
                ratio = rates[label] / rates[configs[0][0]]
                print(f"{name:12} {label:28} {rates[label]:6.2f} photos/s  ({ratio:.2f}x ours)  "
                      f"peak RSS {max(peaks):6.0f} MB  recall {accuracy}  runs {', '.join(f'{v:.2f}' for v in values)}")

        # 4. The real photos of the shared corpus.
        real = [os.path.join(corpus, d) for d in ("photos", "library-dev", "faces") if os.path.isdir(os.path.join(corpus, d))]
        if real:
            lib = os.path.join(work, "corpus.sqlite")
            for folder in real:
                run([photosearch, "index", folder, "--library", lib], env=env)
            out, rss = timed([photosearch, "text", "--library", lib, "--json"])
            summary = json.loads(out)
            print(f"== real photos in {', '.join(real)}: read {summary['analysed']} in {summary['seconds']:.1f} s "
                  f"({summary['analysed'] / max(summary['seconds'], 1e-9):.2f}/s, peak RSS {rss:.0f} MB), "
                  f"{summary['with_text']} with confident text, {len(summary['skipped'])} skipped")
            db = sqlite3.connect(f"file:{lib}?mode=ro", uri=True)
            scores = []
            for path, text in REAL_TEXT.items():
                folder, name = os.path.split(path)
                rows = db.execute(
                    "SELECT w.word FROM text_words w JOIN assets a ON a.id = w.asset_id "
                    "WHERE a.folder LIKE ? AND a.file_name = ? ORDER BY w.ordinal", ("%" + folder, name)).fetchall()
                if not rows and not db.execute("SELECT 1 FROM assets WHERE file_name = ?", (name,)).fetchone():
                    continue
                r = recall(tokens(text), [t for (w,) in rows for t in tokens(w)])
                scores.append(r)
                print(f"    {path}: word recall {r:.2f}")
            if scores:
                print(f"   hand-labelled real photos: mean word recall {statistics.mean(scores):.3f} over {len(scores)}")
            for (path, words) in db.execute(
                    "SELECT a.folder || '/' || a.file_name, substr(t.words, 1, 70) FROM asset_text_read t "
                    "JOIN assets a ON a.id = t.rowid ORDER BY 1"):
                print(f"    read: {path}: {words}")
        else:
            print("== SKIP real photos: ../shared/corpus is absent")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
