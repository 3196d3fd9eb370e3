#!/usr/bin/env bash
# The main job: installs what is missing, builds, and runs `photosearch` with the given arguments.
# Without arguments it runs the app, `photosearch serve`, on the bundled sample library (drawn
# and indexed into $XDG_DATA_HOME/photosearch on first run) and prints the URL to open.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
swift build -c release --product photosearch >&2 && swift build -c release --product photosearch-exiv2-reader >&2 \
  && swift build -c release --product PhotoSearchEngines >&2
if [ $# -eq 0 ]; then set -- serve; fi
exec .build/release/photosearch "$@"
