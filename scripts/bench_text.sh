#!/usr/bin/env bash
# The text pass measured: word recall on the rendered fixtures, searches by their words,
# `photosearch text` throughput (photos/s, median of runs, with baselines in the same run) and
# peak RSS on screenshots and on 12-24 MP document photos, and the real corpus photos with text.
# Usage: scripts/bench_text.sh [RUNS]   (release builds; see docs/text.md)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product photosearch >&2 && swift build -c release --product photosearch-exiv2-reader >&2 \
  && swift build -c release --product PhotoSearchEngines >&2
swift build -c release --product text-fixtures >&2
python3 scripts/bench_text.py "$(swift build -c release --show-bin-path)" --runs "${1:-3}" --corpus ../shared/corpus
