#!/usr/bin/env bash
# Index speed: files/s of a full `photosearch index` (release build) over the photo corpus and
# over a generated library of 20,000 JPEGs, median of 3 runs each, side by side with
# `exiftool -json -r -fast` over the same files; then the time of a no-change re-index.
# usage: scripts/bench_index.sh [N_GENERATED (default 20000)]   (PSK_BIN=… another photosearch)
# PHOTOSEARCH_BENCH_POSTGRES=postgresql://user@host:port/postgres adds the same full index into
# PostgreSQL (a database psk_bench_index, dropped and made again per run), printed beside
# SQLite's with the ratio, per run too (the load moves both engines' times together);
# PSK_BENCH_SKIP_EXIFTOOL=1 leaves exiftool out; PSK_BENCH_RUNS=N runs each full index N times
# (default 3; the median is printed). PSK_BIN_BASELINE=path runs a second build (e.g. main's)
# alternately with this one in the same runs, and prints its figures and the speed ratio (on
# PostgreSQL too when it is given). Each photosearch line also gives its CPU use: (user + sys) /
# elapsed of the median run, in cores (2.00 = both cores busy the whole run; on PostgreSQL the
# server's CPU is not counted).
set -uo pipefail
cd "$(dirname "$0")/.."
N="${1:-20000}"
CORPUS=../shared/corpus/photos
GEN="/tmp/psk-bench-$N"
# Private scratch files (several engineers may run the benchmark at once on one machine).
SCRATCH=$(mktemp -d /tmp/psk-bench-index.XXXXXX)
trap 'rm -rf "$SCRATCH"' EXIT
LIB="$SCRATCH/lib.sqlite"
if [ ! -d "$CORPUS" ]; then echo "SKIP: $CORPUS not found" >&2; exit 0; fi
SKIP_EXIFTOOL="${PSK_BENCH_SKIP_EXIFTOOL:-0}"
[ "$SKIP_EXIFTOOL" = 1 ] || command -v exiftool >/dev/null || { echo "exiftool missing: apt-get install libimage-exiftool-perl" >&2; exit 1; }
PG_SERVER="${PHOTOSEARCH_BENCH_POSTGRES:-}"
PG_LIB="${PG_SERVER%/*}/psk_bench_index"
# PSK_BIN=path measures another build (e.g. an older one, for a before/after figure).
BIN="${PSK_BIN:-.build/release/photosearch}"
[ -n "${PSK_BIN:-}" ] || { swift build -c release --product photosearch >&2 && swift build -c release --product photosearch-exiv2-reader >&2; }
python3 scripts/make_bench_library.py "$CORPUS" "$GEN" "$N"

now() { date +%s.%N; }
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }

BASELINE="${PSK_BIN_BASELINE:-}"
# prints "seconds cores" of one full index (fresh library) by the build $2 (default $BIN)
ours_full() {
  rm -f "$LIB" "$LIB-wal" "$LIB-shm"
  /usr/bin/time -f '%e %U %S' -o "$SCRATCH/index.time" "${2:-$BIN}" index "$1" --library "$LIB" >/dev/null 2>"$SCRATCH/index.err" || echo "index failed: $(tail -1 "$SCRATCH/index.err")" >&2
  awk '{ printf "%s %.2f\n", $1, ($1 > 0 ? ($2 + $3) / $1 : 0) }' "$SCRATCH/index.time"
}
ours_again() {
  local t0; t0=$(now)
  "$BIN" index "$1" --library "$LIB" >/dev/null 2>"$SCRATCH/index.err" || echo "index failed: $(tail -1 "$SCRATCH/index.err")" >&2
  echo "$(now) - $t0" | bc -l
}
exiftool_full() {
  [ "$SKIP_EXIFTOOL" = 1 ] && { echo 0; return; }
  local t0; t0=$(now); exiftool -json -r -fast "$1" >/dev/null 2>&1 || true; echo "$(now) - $t0" | bc -l
}
# prints "seconds cores" of one full index into a fresh PostgreSQL database (cores: this
# process's CPU use; the server's is not counted)
pg_full() {
  psql -q "$PG_SERVER" -c "DROP DATABASE IF EXISTS psk_bench_index" -c "CREATE DATABASE psk_bench_index" >/dev/null 2>&1
  /usr/bin/time -f '%e %U %S' -o "$SCRATCH/index.time" "${2:-$BIN}" index "$1" --library "$PG_LIB" >/dev/null 2>"$SCRATCH/index.err" || echo "index failed: $(tail -1 "$SCRATCH/index.err")" >&2
  awk '{ printf "%s %.2f\n", $1, ($1 > 0 ? ($2 + $3) / $1 : 0) }' "$SCRATCH/index.time"
}

for name in corpus generated; do
  dir=$CORPUS; [ "$name" = generated ] && dir=$GEN
  files=$(find "$dir" -type f ! -name '*.json' ! -name '*.xmp' ! -name '*.md' ! -name '*.py' ! -name '*.jsonl' | wc -l)
  o=(); e=(); p=(); b=(); bp=()
  for run in $(seq 1 "${PSK_BENCH_RUNS:-3}"); do
    [ -n "$PG_SERVER" ] && p+=("$(pg_full "$dir")")
    [ -n "$BASELINE" ] && b+=("$(ours_full "$dir" "$BASELINE")")
    [ -n "$BASELINE" ] && [ -n "$PG_SERVER" ] && bp+=("$(pg_full "$dir" "$BASELINE")")
    o+=("$(ours_full "$dir")"); e+=("$(exiftool_full "$dir")")
    echo "  $name run $run (load $(cut -d' ' -f1-3 /proc/loadavg)): photosearch ${o[-1]% *} s (${o[-1]#* } cores), exiftool ${e[-1]} s${BASELINE:+, baseline ${b[-1]% *} s (${b[-1]#* } cores)}${PG_SERVER:+, photosearch on PostgreSQL ${p[-1]% *} s (${p[-1]#* } cores), PostgreSQL / SQLite $(ratio "${p[-1]% *}" "${o[-1]% *}")}" >&2
    [ ${#bp[@]} -gt 0 ] && echo "  $name run $run: baseline on PostgreSQL ${bp[-1]% *} s (${bp[-1]#* } cores), baseline PostgreSQL / SQLite $(ratio "${bp[-1]% *}" "${o[-1]% *}"), this build / baseline on PostgreSQL $(ratio "${p[-1]% *}" "${bp[-1]% *}")" >&2
  done
  # the median run (by seconds) and its CPU use
  om_line=$(printf '%s\n' "${o[@]}" | sort -g | awk '{a[NR]=$0} END {print a[int((NR+1)/2)]}')
  om=${om_line% *}; ocores=${om_line#* }
  em=$(printf '%s\n' "${e[@]}" | median)
  orate=$(echo "$files / $om" | bc -l)
  if [ "$SKIP_EXIFTOOL" = 1 ]; then
    printf '%-10s files=%-6d photosearch=%8.1f files/s (%.3f s, %s cores)\n' "$name" "$files" "$orate" "$om" "$ocores"
  else
    erate=$(echo "$files / $em" | bc -l)
    printf '%-10s files=%-6d photosearch=%8.1f files/s (%.3f s, %s cores)  exiftool=%7.1f files/s (%.3f s)  ratio=%.1fx\n' \
      "$name" "$files" "$orate" "$om" "$ocores" "$erate" "$em" "$(echo "$orate / $erate" | bc -l)"
  fi
  if [ -n "$BASELINE" ]; then
    bm_line=$(printf '%s\n' "${b[@]}" | sort -g | awk '{a[NR]=$0} END {print a[int((NR+1)/2)]}')
    bm=${bm_line% *}; brate=$(echo "$files / $bm" | bc -l)
    printf '%-10s files=%-6d baseline=%8.1f files/s (%.3f s, %s cores)%s  this build / baseline speed=%.2fx\n' \
      "$name" "$files" "$brate" "$bm" "${bm_line#* }" \
      "$([ "$SKIP_EXIFTOOL" = 1 ] || printf '  baseline vs exiftool=%.1fx' "$(echo "$brate / $erate" | bc -l)")" \
      "$(echo "$orate / $brate" | bc -l)"
  fi
  if [ -n "$PG_SERVER" ]; then
    pm_line=$(printf '%s\n' "${p[@]}" | sort -g | awk '{a[NR]=$0} END {print a[int((NR+1)/2)]}')
    pm=${pm_line% *}; prate=$(echo "$files / $pm" | bc -l)
    printf '%-10s files=%-6d SQLite=%8.1f files/s (%.3f s)  PostgreSQL=%8.1f files/s (%.3f s, %s cores)  PostgreSQL time / SQLite time=%.2f\n' \
      "$name" "$files" "$orate" "$om" "$prate" "$pm" "${pm_line#* }" "$(echo "$pm / $om" | bc -l)"
    if [ ${#bp[@]} -gt 0 ]; then
      bpm_line=$(printf '%s\n' "${bp[@]}" | sort -g | awk '{a[NR]=$0} END {print a[int((NR+1)/2)]}')
      bpm=${bpm_line% *}
      printf '%-10s files=%-6d baseline on PostgreSQL=%8.1f files/s (%.3f s, %s cores)  baseline PostgreSQL time / SQLite time=%.2f  this build / baseline on PostgreSQL speed=%.2fx\n' \
        "$name" "$files" "$(echo "$files / $bpm" | bc -l)" "$bpm" "${bpm_line#* }" "$(echo "$bpm / $om" | bc -l)" "$(echo "$bpm / $pm" | bc -l)"
    fi
  fi
done
# the library of the last full run is the generated one: re-index it unchanged
r=(); for run in 1 2 3; do r+=("$(ours_again "$GEN")"); echo "  re-index run $run: ${r[-1]} s" >&2; done
rm_=$(printf '%s\n' "${r[@]}" | median)
printf 'no-change re-index of %d files: %.3f s (median of 3)\n' "$N" "$rm_"
