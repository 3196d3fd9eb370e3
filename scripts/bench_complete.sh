#!/usr/bin/env bash
# Completions per keystroke at scale: builds SearchBenchmark in release, generates (or reuses with
# --reuse) the 1,000,000-asset index and prints the vocabulary's build time and the median, p99
# and max time of completing every prefix of a fixed set of typed searches, beside a plain scan.
# usage: scripts/bench_complete.sh [--assets N] [--runs N] [--db PATH] [--reuse]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product SearchBenchmark
exec .build/release/SearchBenchmark --only-completions "$@"
