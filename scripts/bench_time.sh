#!/usr/bin/env bash
# Time-expression benchmark: our recogniser against the Python peers (dateparser, ctparse,
# recognizers-text-date-time) on the same suite, in the same script.
#
# usage: scripts/bench_time.sh [SUITE.jsonl] [RUNS]
#   SUITE defaults to ../shared/eval/time/recognizers-en.jsonl, RUNS (median of) to 3.
#   Makes a venv under /tmp (VENV=/tmp/peers-venv) with the peers from PyPI the first time.
# Prints accuracy (time_exact, as score_time.py and peers.py count it) and cases per second for
# each, and ours/theirs ratios. Ours is timed twice: in-process (tokenize + recognise, median of
# RUNS, as peers.py times the peers) and end to end (the whole command: start-up, JSON in and out).
set -euo pipefail
cd "$(dirname "$0")/.."
EVAL=../shared/eval/time
SUITE=${1:-$EVAL/recognizers-en.jsonl}
RUNS=${2:-3}
VENV=${VENV:-/tmp/peers-venv}
WORK=$(mktemp -d /tmp/bench_time.XXXXXX)
trap 'rm -rf "$WORK"' EXIT

if [ ! -f "$SUITE" ]; then echo "suite not found: $SUITE" >&2; exit 1; fi
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c "import dateparser, ctparse, recognizers_date_time" 2>/dev/null; then
  echo "== making peer venv in $VENV" >&2
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q dateparser ctparse recognizers-text-date-time emoji==0.6.0
fi

echo "== building (release)" >&2
swift build -c release --product photosearch >&2

echo "== ours" >&2
start=$(date +%s.%N)
.build/release/photosearch parse --times --jsonl "$SUITE" --runs "$RUNS" --out "$WORK/ours.jsonl" 2> "$WORK/ours.err"
end=$(date +%s.%N)
cat "$WORK/ours.err" >&2
python3 "$EVAL/score_time.py" "$SUITE" "$WORK/ours.jsonl" > "$WORK/ours.score"

echo "== peers (median of $RUNS runs each)" >&2
"$VENV/bin/python" "$EVAL/peers.py" --data "$SUITE" --runs "$RUNS" --peers dateparser,ctparse,rt-python \
  > "$WORK/peers.md" 2> "$WORK/peers.err"
grep -E "exact .* cases/s" "$WORK/peers.err" >&2 || true

python3 - "$WORK" "$start" "$end" <<'PY'
import re, sys
work, start, end = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
score = open(f"{work}/ours.score").read()
err = open(f"{work}/ours.err").read()
m = re.search(r"time_exact=([0-9.]+)", score)
ours_acc = float(m.group(1))
n = int(re.search(r"parse --times: (\d+) cases", err).group(1))
ours_cps = float(re.search(r"(\d+) cases/s tokenize\+recognise", err).group(1))
e2e_cps = n / (end - start)
rows = [("ours (in-process)", ours_acc, ours_cps), ("ours (end to end)", ours_acc, e2e_cps)]
peers = []
for line in open(f"{work}/peers.err"):
    p = re.match(r"(\S+): exact (\d+)/(\d+) .* ([0-9.]+) cases/s", line)
    if p:
        peers.append((p.group(1), int(p.group(2)) / int(p.group(3)), float(p.group(4))))
print(f"{'resolver':<20} {'exact':>7} {'cases/s':>10}")
for name, acc, cps in rows + peers:
    print(f"{name:<20} {100 * acc:6.1f}% {cps:10.0f}")
print()
for name, acc, cps in peers:
    print(f"ours/{name:<14} accuracy x{ours_acc / acc:5.2f}  speed x{ours_cps / cps:7.1f} in-process, x{e2e_cps / cps:6.1f} end to end")
print()
print(score.strip().splitlines()[-1])
PY

# The dev query set: the recogniser alone on each query (its own locale, the locale's weeks, ranges
# read through their end), scored on the when values whose interval the set gives.
DEV=../shared/eval/queries-dev.jsonl
if [ -f "$DEV" ]; then
  python3 - "$DEV" "$WORK/dev.jsonl" <<'PY'
import json, sys
with open(sys.argv[2], "w") as out:
    for line in open(sys.argv[1]):
        c = json.loads(line)
        out.write(json.dumps({"id": c["id"], "input": c["text"], "reference": c["reference"], "locale": c["locale"]}) + "\n")
PY
  .build/release/photosearch parse --times --jsonl "$WORK/dev.jsonl" --case-locale --weeks locale --ranges through \
    --runs "$RUNS" --out "$WORK/dev.pred" 2> "$WORK/dev.err"
  python3 - "$DEV" "$WORK/dev.pred" "$WORK/dev.err" <<'PY'
import json, re, sys
pred = {}
for line in open(sys.argv[2]):
    o = json.loads(line)
    pred[o["id"]] = o["found"]
total = ok = 0
for line in open(sys.argv[1]):
    c = json.loads(line)
    for value, (s, e) in (c.get("intervals") or {}).items():
        total += 1
        ok += any(f["text"].lower() == value.lower() and f["start"] == s and f["end"] == e for f in pred.get(c["id"], []))
speed = re.search(r"recognise alone ([0-9.]+) µs/case", open(sys.argv[3]).read())
print(f"dev query set: when-value intervals {ok}/{total} = {ok / max(total, 1):.3f}; "
      f"recognise alone {speed.group(1) if speed else '?'} µs/query (median)")
PY
fi
