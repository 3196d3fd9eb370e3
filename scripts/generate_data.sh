#!/usr/bin/env bash
# Regenerates every shipped data file of PhotoQuery from ../shared/data/raw (Python 3, stdlib).
# Order matters: the vocabulary reads the given names, the gazetteer reads both (common words).
set -euo pipefail
cd "$(dirname "$0")/.."
python3 scripts/generate_names.py
python3 scripts/generate_vocabulary.py
python3 scripts/generate_gazetteer.py
