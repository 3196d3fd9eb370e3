#!/usr/bin/env bash
# Several processes at once on one PostgreSQL library: 4 indexers write the same folders (each
# in its own order) while 4 searchers run search-dev's queries in a loop for SECONDS; then the
# export must equal a single indexer's run into a fresh database, and no search may fail.
# usage: scripts/check_postgres_concurrency.sh SERVER_URL [SECONDS (60)] [FOLDER…]
#   SERVER_URL like postgresql://postgres@127.0.0.1:54329/postgres (databases psk_conc_shared and
#   psk_conc_single are dropped and made again); folders default to library-dev's subfolders.
# PSK_BIN picks the binary (default: .build/release/photosearch, else .build/debug/photosearch).
set -uo pipefail
cd "$(dirname "$0")/.."
server="${1:?usage: check_postgres_concurrency.sh SERVER_URL [SECONDS] [FOLDER…]}"
seconds="${2:-60}"
shift 2 2>/dev/null || shift $#
folders=("$@")
if [ ${#folders[@]} -eq 0 ]; then
  for f in ../shared/corpus/library-dev/*/; do folders+=("$(cd "$f" && pwd)"); done
  folders+=("$(cd ../shared/corpus/library-dev && pwd)")   # overlaps every subfolder
fi
bin="${PSK_BIN:-}"
if [ -z "$bin" ]; then
  bin=.build/release/photosearch
  [ -x "$bin" ] || bin=.build/debug/photosearch
fi
base="${server%/*}"
shared="$base/psk_conc_shared"
single="$base/psk_conc_single"
for db in psk_conc_shared psk_conc_single; do
  psql -q "$server" -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db" >/dev/null 2>&1
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The library exists before the searchers start (the first indexer would make it too).
"$bin" people owner "Daniel Reyes" --library "$shared" --create >/dev/null
end=$(( $(date +%s) + seconds ))
searcher() {
  local n=0 failed=0
  while [ "$(date +%s)" -lt "$end" ]; do
    if "$bin" search --jsonl ../shared/eval/search-dev.jsonl --library "$shared" >/dev/null 2>>"$work/search-$1.err"; then
      n=$((n + 1))
    else
      failed=$((failed + 1))
    fi
  done
  echo "$n $failed" > "$work/search-$1.count"
}
indexer() {
  local order=("${folders[@]}") runs=0 failed=0
  # each indexer its own order: rotate by its number
  order=("${order[@]:$1}" "${order[@]:0:$1}")
  while [ "$(date +%s)" -lt "$end" ] || [ "$runs" -eq 0 ]; do
    if "$bin" index "${order[@]}" --library "$shared" >/dev/null 2>>"$work/index-$1.err"; then
      runs=$((runs + 1))
    else
      failed=$((failed + 1)); runs=$((runs + 1))
    fi
  done
  echo "$runs $failed" > "$work/index-$1.count"
}
for i in 0 1 2 3; do indexer "$i" & searcher "$i" & done
wait
"$bin" people owner "Daniel Reyes" --library "$single" --create >/dev/null
"$bin" index "${folders[@]}" --library "$single" >/dev/null 2>&1
# Asset ids depend on which writer stored a file first: compared without them.
without_ids='import json, sys
for line in sys.stdin:
    record = json.loads(line); record.pop("id", None); print(json.dumps(record, sort_keys=True))'
"$bin" export --jsonl --library "$shared" | python3 -c "$without_ids" > "$work/shared.jsonl"
"$bin" export --jsonl --library "$single" | python3 -c "$without_ids" > "$work/single.jsonl"
searches=0; search_failures=0; runs=0; index_failures=0
for i in 0 1 2 3; do
  read -r n f < "$work/search-$i.count"; searches=$((searches + n)); search_failures=$((search_failures + f))
  read -r n f < "$work/index-$i.count"; runs=$((runs + n)); index_failures=$((index_failures + f))
done
lines=$(wc -l < "$work/shared.jsonl")
echo "indexer runs: $runs ($index_failures failed); search-dev passes: $searches ($search_failures failed); exported records: $lines (single run: $(wc -l < "$work/single.jsonl"))"
for e in "$work"/*.err; do [ -s "$e" ] && { echo "$(basename "$e"):"; sort "$e" | uniq -c | sort -rn | head -3; }; done
if cmp -s "$work/shared.jsonl" "$work/single.jsonl" && [ "$search_failures" -eq 0 ] && [ "$index_failures" -eq 0 ]; then
  echo "PASS: the export equals a single-process run; no search or index run failed"
else
  cmp "$work/shared.jsonl" "$work/single.jsonl" | head -1
  echo "FAIL"
  exit 1
fi
