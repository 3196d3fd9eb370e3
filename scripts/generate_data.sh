#!/usr/bin/env bash
# Regenerates every shipped data file of PhotoQuery and PhotoPlaces from ../shared/data/raw
# (Python 3, stdlib; the family names come from the PyPI Faker package, fetched once by
# scripts/faker_people.py when it is not installed).
# Order matters: the vocabulary reads the given names and the word senses (regional words), the
# gazetteer reads the names and the vocabulary (common words), the event table reads the word
# senses and the gazetteer.
set -euo pipefail
cd "$(dirname "$0")/.."
# Word senses from WordNet 3.0 (Debian wordnet-base) and the public-holiday table (PyPI holidays).
dpkg-query -W -f='${Status}' wordnet-base 2>/dev/null | grep -q "install ok installed" \
  || { echo "installing wordnet-base" >&2; apt-get install -y -qq wordnet-base >/dev/null; }
python3 -c "import holidays" 2>/dev/null || pip install -q holidays==0.109
python3 scripts/generate_word_senses.py
python3 scripts/generate_names.py
python3 scripts/generate_vocabulary.py
python3 scripts/generate_gazetteer.py
python3 scripts/generate_named_events.py
python3 scripts/generate_word_fields.py
python3 scripts/generate_kin_words.py
python3 scripts/generate_holidays.py
