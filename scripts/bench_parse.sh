#!/usr/bin/env bash
# Speed of the language engine, in one run:
#   1. ParseBenchmark (release): engine load, per-query median / p99 over the dev texts (warm, one
#      thread), the tokeniser baseline and time-recogniser share, 1 MB input, memory.
#   2. `photosearch parse --jsonl` end to end over 16,000 lines: lines per second after start-up
#      (median of 3 runs; start-up measured by a 1-line run and subtracted).
#   3. Python's dateparser.search.search_dates over the same texts (a venv made under /tmp), and
#      the ratio ours / theirs of the per-query medians.
# usage: scripts/bench_parse.sh [QUERIES.jsonl]
set -euo pipefail
cd "$(dirname "$0")/.."
queries="${1:-../shared/eval/queries-dev.jsonl}"
[ -f "$queries" ] || { echo "no query file $queries" >&2; exit 2; }
work="${TMPDIR:-/tmp}/psk-bench"
mkdir -p "$work"
swift build -c release --product ParseBenchmark >&2
swift build -c release --product photosearch >&2
bin=$(swift build -c release --show-bin-path)

echo "== ParseBenchmark (release, one core)"
taskset -c 0 "$bin/ParseBenchmark" "$queries" --rounds 30 | tee "$work/engine.txt"
ours_us=$(sed -n 's/^per query (engine.read): median \([0-9.]*\) µs.*/\1/p' "$work/engine.txt")

echo "== photosearch parse --jsonl over 16,000 lines"
python3 - "$queries" "$work/lines16k.jsonl" "$work/line1.jsonl" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8") if l.strip()]
with open(sys.argv[2], "w", encoding="utf-8") as out:
    for n in range(16000):
        r = dict(rows[n % len(rows)]); r["id"] = f"b{n:05d}"
        out.write(json.dumps(r, ensure_ascii=False) + "\n")
with open(sys.argv[3], "w", encoding="utf-8") as out:
    out.write(json.dumps(rows[0], ensure_ascii=False) + "\n")
PY
python3 - "$bin/photosearch" "$work/lines16k.jsonl" "$work/line1.jsonl" <<'PY'
import os, resource, statistics, subprocess, sys, time
def run(path):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    out = subprocess.run([sys.argv[1], "parse", "--jsonl", path], check=True, capture_output=True).stdout
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, out.count(b"\n")
starts = [run(sys.argv[3]) for _ in range(3)]
fulls = [run(sys.argv[2]) for _ in range(3)]
lines = fulls[0][2]
start_wall = statistics.median(r[0] for r in starts); start_cpu = statistics.median(r[1] for r in starts)
wall = statistics.median(r[0] for r in fulls); cpu = statistics.median(r[1] for r in fulls)
load = os.getloadavg()[0]
print(f"16,000 lines: {wall*1000:.0f} ms wall, {cpu*1000:.0f} ms CPU (medians of 3); start-up {start_wall*1000:.0f} ms wall; "
      f"{lines} lines out")
print(f"throughput after start-up: {(lines - 1) / max(wall - start_wall, 1e-9):,.0f} lines/s by wall clock, "
      f"{(lines - 1) / max(cpu - start_cpu, 1e-9):,.0f} lines/s per CPU second (load average {load:.1f} on {os.cpu_count()} cores)")
PY

echo "== dateparser.search.search_dates over the same texts"
venv="${TMPDIR:-/tmp}/psk-dateparser-venv"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import dateparser" 2>/dev/null; then
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install -q dateparser >&2
fi
"$venv/bin/python" - "$queries" "$ours_us" <<'PY'
import json, statistics, sys, time, warnings
warnings.filterwarnings("ignore")
from dateparser.search import search_dates
texts = [json.loads(l)["text"] for l in open(sys.argv[1], encoding="utf-8") if l.strip()]
settings = {"PREFER_DATES_FROM": "past", "RELATIVE_BASE": __import__("datetime").datetime(2026, 7, 15, 10)}
for t in texts[:20]:
    search_dates(t, languages=["en"], settings=settings)  # warm up
samples = []
for _ in range(3):
    for t in texts:
        s = time.perf_counter()
        search_dates(t, languages=["en"], settings=settings)
        samples.append((time.perf_counter() - s) * 1e6)
theirs = statistics.median(samples)
ours = float(sys.argv[2]) if sys.argv[2] else float("nan")
print(f"dateparser search_dates: median {theirs:.1f} µs, p99 {sorted(samples)[int(len(samples)*0.99)]:.1f} µs per text")
print(f"ours (full engine.read) / theirs (dates only): {ours:.2f} / {theirs:.1f} = {ours/theirs:.4f} "
      f"({theirs/ours:.0f}× faster)")
PY
