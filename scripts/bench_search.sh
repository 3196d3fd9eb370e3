#!/usr/bin/env bash
# Search at scale: builds SearchBenchmark in release, generates a 1,000,000-asset index in /tmp
# and prints the median and p99 of a fixed mix of 20 queries (first page of 100) through the
# planner, and the same mix as a plain scan with the ratio.
# usage: scripts/bench_search.sh [--assets N] [--runs N] [--db PATH] [--reuse]
# PHOTOSEARCH_BENCH_POSTGRES=postgresql://user@host:port/postgres runs the same benchmark on
# PostgreSQL too (database psk_bench_search on that server, dropped and made again unless
# --reuse) and prints both engines' figures side by side.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product SearchBenchmark >&2
server="${PHOTOSEARCH_BENCH_POSTGRES:-}"
if [ -z "$server" ]; then
  exec .build/release/SearchBenchmark "$@"
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
.build/release/SearchBenchmark "$@" | tee "$out/sqlite.txt"
.build/release/SearchBenchmark "$@" --db "${server%/*}/psk_bench_search" | tee "$out/postgresql.txt"
field() { grep '^summary ' "$1" | tr ' ' '\n' | sed -n "s/^$2=//p"; }
echo
echo "engine | assets | planner median ms | planner p99 ms | plain scan median ms"
for engine in sqlite postgresql; do
  f="$out/$engine.txt"
  echo "$engine | $(field "$f" assets) | $(field "$f" median_ms) | $(field "$f" p99_ms) | $(field "$f" scan_median_ms)"
done
echo
echo "query | SQLite median ms | PostgreSQL median ms"
join -t '|' <(grep -E '^[^|]+ \| [^|]+ \| [0-9]+ \|' "$out/sqlite.txt" | awk -F' [|] ' '{print $1"|"$4}' | sort -t'|' -k1,1) \
  <(grep -E '^[^|]+ \| [^|]+ \| [0-9]+ \|' "$out/postgresql.txt" | awk -F' [|] ' '{print $1"|"$4}' | sort -t'|' -k1,1) |
  sed 's/|/ | /g'
