#!/usr/bin/env bash
# What a content fingerprint costs (release build): FingerprintBenchmark over the photo corpus
# and over a few large video-sized files it writes (8 × 64 MiB of random bytes, named .mp4),
# median of 5 runs each, beside the cost of reading the same files as the index does.
# usage: scripts/bench_fingerprint.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${1:-5}"
CORPUS=../shared/corpus/photos
BIG=$(mktemp -d /tmp/psk-bench-fingerprint.XXXXXX)
trap 'rm -rf "$BIG"' EXIT
for i in 1 2 3 4 5 6 7 8; do head -c $((64 * 1024 * 1024)) /dev/urandom > "$BIG/clip-$i.mp4"; done
swift build -c release --product FingerprintBenchmark >&2
folders=("$BIG")
[ -d "$CORPUS" ] && folders=("$CORPUS" "$BIG") || echo "SKIP corpus: $CORPUS not found" >&2
.build/release/FingerprintBenchmark --runs "$RUNS" "${folders[@]}"
