#!/usr/bin/env bash
# Installs the three CC0 face model files of the PyPI sdist face_recognition_models 0.3.0 into
# Sources/PhotoFaces/Models (not in git: 32 MB), each checked against the sha256 below. Does
# nothing when they are already there and intact. Never installs the 68-landmark model (its
# training data is non-commercial). Needs python3 with pip (python3-venv gives one).
set -euo pipefail
cd "$(dirname "$0")/.."
dest=Sources/PhotoFaces/Models
version=0.3.0
declare -A sums=(
  [mmod_human_face_detector.dat]=4cb19393e2fbaf2b1609a9319ad5386618c886a6234ec1b971f3e87c85d87fe6
  [shape_predictor_5_face_landmarks.dat]=c4b1e9804792707d3a405c2c16a80a20269e6675021f64a41d30fffafbc41888
  [dlib_face_recognition_resnet_model_v1.dat]=55533b28a95800a551ba546ba62fe69625c7e95a7061c338adffead08719da30
)
intact() { [ -f "$dest/$1" ] && echo "${sums[$1]}  $dest/$1" | sha256sum --check --status; }
missing=()
for f in "${!sums[@]}"; do intact "$f" || missing+=("$f"); done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "fetching face models (face_recognition_models $version from PyPI): ${missing[*]}" >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pip=(python3 -m pip)
if ! python3 -m pip --version >/dev/null 2>&1; then
  python3 -m venv "$work/venv"
  pip=("$work/venv/bin/python" -m pip)
fi
"${pip[@]}" download --quiet --no-deps --no-binary :all: "face_recognition_models==$version" \
  -d "$work" >&2
tar -xzf "$work/face_recognition_models-$version.tar.gz" -C "$work" \
  --wildcards '*/models/mmod_human_face_detector.dat' \
  '*/models/shape_predictor_5_face_landmarks.dat' \
  '*/models/dlib_face_recognition_resnet_model_v1.dat'
mkdir -p "$dest"
for f in "${missing[@]}"; do
  src="$work/face_recognition_models-$version/face_recognition_models/models/$f"
  echo "${sums[$f]}  $src" | sha256sum --check --status || {
    echo "sha256 mismatch for $f from face_recognition_models $version; not installed" >&2
    exit 1
  }
  cp "$src" "$dest/$f"
done
echo "face models installed in $dest" >&2
