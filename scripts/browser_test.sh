#!/usr/bin/env bash
# Browser tests of the web picker in headless Chromium (Tests/browser/test_picker.py), against
# the picker-fixture-server executable. Skips with a message (exit 0) when Debian's chromium,
# chromium-driver or python3-selenium is missing. PICKER_CONFIGURATION=release times a release
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
server="$(swift build -c "$configuration" --show-bin-path)/picker-fixture-server"
exec "$python" Tests/browser/test_picker.py "$server" --corpus ../shared/corpus/library-dev
