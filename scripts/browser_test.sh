#!/usr/bin/env bash
# Browser tests in headless Chromium: the web picker (Tests/browser/test_picker.py) against the
# picker-fixture-server executable, then the app (Tests/browser/test_app.py) against photosearch,
# then completions, the viewer and date headers (Tests/browser/test_keyboard.py) against both,
# then text in photos (Tests/browser/test_text.py).
# Skips with a message (exit 0) when Debian's chromium, chromium-driver or python3-selenium is
# missing. PICKER_CONFIGURATION=release times a release
# build (the figures to report); the default is debug.
set -euo pipefail
cd "$(dirname "$0")/.."
python=/usr/bin/python3
if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
  echo "SKIP browser tests: chromium and chromium-driver are not installed"
  exit 0
fi
if ! [ -x "$python" ] || ! "$python" -c 'import selenium' 2>/dev/null; then
  echo "SKIP browser tests: python3-selenium is not installed"
  exit 0
fi
configuration="${PICKER_CONFIGURATION:-debug}"
swift build -c "$configuration" --product picker-fixture-server >&2
# faces, text and thumbnails: the engine library the shims load, beside the executables
swift build -c "$configuration" --product PhotoSearchEngines >&2
server="$(swift build -c "$configuration" --show-bin-path)/picker-fixture-server"
status=0
"$python" Tests/browser/test_picker.py "$server" --corpus ../shared/corpus/library-dev || status=1
# The app: `photosearch pick` and the compose flow of `photosearch serve` (Tests/browser/test_app.py).
swift build -c "$configuration" --product photosearch >&2 && swift build -c "$configuration" --product photosearch-exiv2-reader >&2
app="$(swift build -c "$configuration" --show-bin-path)/photosearch"
"$python" Tests/browser/test_app.py "$app" --corpus ../shared/corpus/library-dev || status=1
# Completions in the search field and the compose box, the photo viewer, the grid's date headers
# (Tests/browser/test_keyboard.py, issue 13).
"$python" Tests/browser/test_keyboard.py "$server" "$app" --corpus ../shared/corpus/library-dev || status=1
# Text in photos (issue 13): `pick "receipt"` shows the receipt; the viewer boxes the words.
swift build -c "$configuration" --product text-fixtures >&2
"$python" Tests/browser/test_text.py "$app" "$(swift build -c "$configuration" --show-bin-path)/text-fixtures" || status=1
# The People page (issue 12): name a face cluster, then search for the name.
"$python" Tests/browser/test_people.py "$app" --corpus ../shared/corpus/faces || status=1
exit $status
