#!/usr/bin/env bash
# Determinism of indexing: N fresh index runs of a folder with the default workers, each
# exported with `photosearch export --jsonl`; prints each export's SHA-256 and how many runs
# differ from the first. Exit 1 when any run differs.
# usage: scripts/check_index_determinism.sh [N (default 20)] [FOLDER (default ../shared/corpus/photos)]
#   PSK_BIN=path/to/photosearch to measure another build (default: .build/release/photosearch,
#   built when missing).
set -uo pipefail
cd "$(dirname "$0")/.."
N="${1:-20}"
DIR="${2:-../shared/corpus/photos}"
if [ ! -d "$DIR" ]; then echo "SKIP: $DIR not found" >&2; exit 0; fi
BIN="${PSK_BIN:-.build/release/photosearch}"
if [ -z "${PSK_BIN:-}" ] && { [ ! -x "$BIN" ] || [ ! -x "$(dirname "$BIN")/photosearch-exiv2-reader" ]; }; then
  swift build -c release --product photosearch >&2 && swift build -c release --product photosearch-exiv2-reader >&2
fi
WORK=$(mktemp -d /tmp/psk-determinism.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
first=""; differ=0
for i in $(seq 1 "$N"); do
  lib="$WORK/lib-$i.sqlite"
  "$BIN" index "$DIR" --library "$lib" >/dev/null 2>"$WORK/index.err" || { echo "run $i: index failed: $(tail -1 "$WORK/index.err")" >&2; exit 1; }
  "$BIN" export --jsonl --library "$lib" >"$WORK/export-$i.jsonl" || { echo "run $i: export failed" >&2; exit 1; }
  hash=$(sha256sum "$WORK/export-$i.jsonl" | cut -d' ' -f1)
  if [ -z "$first" ]; then first=$hash; cp "$WORK/export-$i.jsonl" "$WORK/first.jsonl"; fi
  if [ "$hash" != "$first" ]; then
    differ=$((differ + 1))
    paths=$(diff "$WORK/first.jsonl" "$WORK/export-$i.jsonl" | grep '^>' | grep -o '"path":"[^"]*"' | sort -u | tr '\n' ' ')
    echo "run $i: $hash DIFFERS in: $paths"
  else
    echo "run $i: $hash"
  fi
  rm -f "$lib" "$lib-wal" "$lib-shm"
done
echo "$differ of $N runs differ from run 1"
[ "$differ" -eq 0 ]
