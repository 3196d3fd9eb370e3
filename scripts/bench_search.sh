#!/usr/bin/env bash
# Search at scale: builds SearchBenchmark in release, generates a 1,000,000-asset index in /tmp
# and prints the median and p99 of a fixed mix of 20 queries (first page of 100) through the
# planner, and the same mix as a plain scan with the ratio.
# usage: scripts/bench_search.sh [--assets N] [--runs N] [--db PATH] [--reuse]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product SearchBenchmark
exec .build/release/SearchBenchmark "$@"
