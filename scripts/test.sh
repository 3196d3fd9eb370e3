#!/usr/bin/env bash
# The test command: installs what is missing, then runs every test suite of the package.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
swift build --build-tests
swift test --skip-build
scripts/browser_test.sh
