#!/usr/bin/env bash
# Search quality on the shared dev set, on one library engine: indexes ../shared/corpus/library-dev
# into LIBRARY (an SQLite path, removed first, or a postgresql:// URL of an empty database), applies
# its people.json (owner and aliases), runs search-dev.jsonl and scores it.
#   scripts/eval_search_dev.sh /tmp/dev.sqlite /tmp/s-sqlite.jsonl
#   scripts/eval_search_dev.sh postgresql://postgres@127.0.0.1:54329/dev /tmp/s-pg.jsonl
# PSK_BIN picks the binary (default: .build/release/photosearch, else .build/debug/photosearch).
set -euo pipefail
cd "$(dirname "$0")/.."
library="${1:?usage: scripts/eval_search_dev.sh LIBRARY [RESULTS.jsonl]}"
results="${2:-/tmp/search-dev-results.jsonl}"
bin="${PSK_BIN:-}"
if [ -z "$bin" ]; then
  bin=.build/release/photosearch
  [ -x "$bin" ] || bin=.build/debug/photosearch
fi
corpus=../shared/corpus/library-dev
case "$library" in
  postgres://* | postgresql://*) ;;
  *) rm -f "$library" "$library-wal" "$library-shm" ;;
esac
"$bin" index "$corpus" --library "$library" >&2
python3 - "$corpus/people.json" > /tmp/psk-people-commands.$$ <<'PY'
import json, shlex, sys
p = json.load(open(sys.argv[1]))
if p.get("owner"):
    print("owner " + shlex.quote(p["owner"]))
for alias, person in sorted(p.get("aliases", {}).items()):
    print("alias " + shlex.quote(person) + " --as " + shlex.quote(alias))
PY
while read -r line; do
  eval "set -- $line"
  "$bin" people "$@" --library "$library" >/dev/null
done < /tmp/psk-people-commands.$$
rm -f /tmp/psk-people-commands.$$
"$bin" search --jsonl ../shared/eval/search-dev.jsonl --library "$library" > "$results"
python3 ../shared/eval/score_search.py ../shared/eval/search-dev.jsonl "$results"
