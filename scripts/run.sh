#!/usr/bin/env bash
# The main job: installs what is missing, builds, and runs `photosearch` with the given arguments
# (by default it parses a sample query; later `serve` on the bundled sample library).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
swift build -c release --product photosearch >&2
if [ $# -eq 0 ]; then set -- parse "pics of Mom and me in Lisbon last summer"; fi
exec .build/release/photosearch "$@"
