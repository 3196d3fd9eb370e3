#!/usr/bin/env bash
# The live index's latency (release build): scripts/bench_watch.py over 200 JPEGs generated from
# the photo corpus, median of RUNS runs (default 5), beside a fresh `photosearch index`.
# usage: scripts/bench_watch.sh [RUNS]   (PHOTOSEARCH_BENCH_POSTGRES=postgresql://…/postgres adds
# PostgreSQL, a fresh database psk_bench_watch_N per run; PSK_BIN=… measures another build)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${1:-5}"
CORPUS=../shared/corpus/photos
[ -d "$CORPUS" ] || { echo "SKIP: $CORPUS not found" >&2; exit 0; }
BIN="${PSK_BIN:-.build/release/photosearch}"
[ -n "${PSK_BIN:-}" ] || { swift build -c release --product photosearch >&2 && swift build -c release --product photosearch-exiv2-reader >&2; }
python3 scripts/make_bench_library.py "$CORPUS" /tmp/psk-bench-200 200 >&2
python3 scripts/bench_watch.py "$BIN" /tmp/psk-bench-200 "$RUNS"
if [ -n "${PHOTOSEARCH_BENCH_POSTGRES:-}" ]; then
  python3 scripts/bench_watch.py "$BIN" /tmp/psk-bench-200 "$RUNS" "$PHOTOSEARCH_BENCH_POSTGRES"
fi
