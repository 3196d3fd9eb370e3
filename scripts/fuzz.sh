#!/usr/bin/env bash
# libFuzzer over the parsers that read untrusted input, each for SECONDS (default 60):
#   engine    the language engine (Fuzz/FuzzEngine.swift + Sources/PhotoQuery over Sources/PhotoPlaces)
#   quicktime the QuickTime/MP4 reader (Fuzz/FuzzQuickTime.swift + Metadata/QuickTime)
#   exiv2     the exiv2 path for JPEG/TIFF/HEIF/RAW (Fuzz/fuzz_exiv2.cpp + Sources/CExiv2Shim)
# usage: scripts/fuzz.sh [SECONDS] [engine|quicktime|exiv2|all (default)]
# Swift targets are built with `swiftc -sanitize=fuzzer,address`, the exiv2 one with clang++.
# The bundled data files are found through PHOTOQUERY_RESOURCES and PHOTOPLACES_RESOURCES
# (default: the package's Sources/PhotoQuery/Resources/Data and Sources/PhotoPlaces/Resources/Data),
# since a plain swiftc build has no SwiftPM resource bundle.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
which="${2:-all}"
# Lazily initialised globals (word tables) live until exit; they are not leaks.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
# Let libFuzzer, not the Swift backtracer, handle a trap, so the crashing input is saved.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
out=.build/fuzz
mkdir -p "$out"
status=0

# run NAME BINARY MAX_LEN: runs a built target over its corpus folder for $seconds.
run() {
  local name=$1 binary=$2 max_len=$3
  echo "== fuzz $name for $seconds s" >&2
  "$binary" "$out/corpus-$name" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 \
    -rss_limit_mb=2048 -detect_leaks=0 -artifact_prefix="$out/$name-" -print_final_stats=1 \
    2>&1 | tail -n 25 || status=1
}

# newer BINARY PATHS…: true when the binary is missing or older than any of the sources.
newer() {
  local binary=$1
  shift
  [ ! -x "$binary" ] || [ -n "$(find "$@" -newer "$binary" -type f | head -1)" ]
}

fuzz_engine() {
  mkdir -p "$out/corpus-engine" "$out/modules"
  export PHOTOQUERY_RESOURCES="${PHOTOQUERY_RESOURCES:-$PWD/Sources/PhotoQuery/Resources/Data}"
  export PHOTOPLACES_RESOURCES="${PHOTOPLACES_RESOURCES:-$PWD/Sources/PhotoPlaces/Resources/Data}"
  local sources places extra=() places_extra=()
  sources=$(find Sources/PhotoQuery -name '*.swift' | sort)
  places=$(find Sources/PhotoPlaces -name '*.swift' | sort)
  # SwiftPM generates Bundle.module; a plain swiftc build needs a stand-in that reads an env path.
  bundle_stand_in() {
    cat <<SWIFT
import Foundation
extension Foundation.Bundle {
  static let module: Bundle = {
    if let path = ProcessInfo.processInfo.environment["$1"], let bundle = Bundle(path: path) {
      return bundle
    }
    return Bundle.main
  }()
}
SWIFT
  }
  if grep -rq "Bundle.module" Sources/PhotoQuery; then
    bundle_stand_in PHOTOQUERY_RESOURCES > "$out/BundleModule.swift"
    extra+=("$out/BundleModule.swift")
  fi
  if grep -rq "Bundle.module" Sources/PhotoPlaces; then
    bundle_stand_in PHOTOPLACES_RESOURCES > "$out/PlacesBundleModule.swift"
    places_extra+=("$out/PlacesBundleModule.swift")
  fi
  if newer "$out/fuzz-engine" Sources/PhotoQuery Sources/PhotoPlaces Fuzz/FuzzEngine.swift; then
    echo "building $out/fuzz-engine" >&2
    # PhotoPlaces first, as its own module (PhotoQuery imports it; shared helpers are `package`).
    # shellcheck disable=SC2086
    swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name PhotoPlaces \
      -package-name PhotoSearchKit -emit-library -static \
      -emit-module -emit-module-path "$out/modules/PhotoPlaces.swiftmodule" \
      $places "${places_extra[@]}" -o "$out/libPhotoPlaces.a"
    # shellcheck disable=SC2086
    swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name PhotoQueryFuzz \
      -package-name PhotoSearchKit -I "$out/modules" \
      $sources "${extra[@]}" Fuzz/FuzzEngine.swift "$out/libPhotoPlaces.a" -o "$out/fuzz-engine"
  fi
  local seeds=("photos of Mom and me in Lisbon last summer" "videos of Rex the dog at the park without John"
    "pics from the 4th of July 2019" "Grandma's house at Christmas" "phtos paris" "between 2015 and 2018")
  local i=0
  for s in "${seeds[@]}"; do printf '%s' "$s" > "$out/corpus-engine/seed$i"; i=$((i + 1)); done
  run engine "$out/fuzz-engine" 4096
}

fuzz_quicktime() {
  mkdir -p "$out/corpus-quicktime"
  local dir=Sources/PhotoLibrary/Metadata/QuickTime sources
  # The reader without its AssetMetadata glue (QuickTimeMetadata+Asset.swift).
  local extra="Sources/PhotoLibrary/Metadata/MetadataText.swift Sources/PhotoLibrary/Scan/FileSystemPath.swift"
  sources="$(find "$dir" -name '*.swift' ! -name '*+Asset.swift' | sort) $extra"
  if newer "$out/fuzz-quicktime" "$dir" Fuzz/FuzzQuickTime.swift $extra; then
    echo "building $out/fuzz-quicktime" >&2
    # shellcheck disable=SC2086
    swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name QuickTimeFuzz \
      $sources Fuzz/FuzzQuickTime.swift -o "$out/fuzz-quicktime"
  fi
  python3 scripts/quicktime_seeds.py "$out/corpus-quicktime"
  run quicktime "$out/fuzz-quicktime" 65536
}

fuzz_exiv2() {
  mkdir -p "$out/corpus-exiv2"
  if newer "$out/fuzz-exiv2" Sources/CExiv2Shim Fuzz/fuzz_exiv2.cpp; then
    echo "building $out/fuzz-exiv2" >&2
    # (ld.gold warns once per ASan helper symbol; the warnings are harmless and left out.)
    clang++ -std=c++17 -O1 -g -fsanitize=fuzzer,address -ISources/CExiv2Shim/include \
      Sources/CExiv2Shim/shim.cpp Fuzz/fuzz_exiv2.cpp -lexiv2 -o "$out/fuzz-exiv2" \
      2> >(grep -v 'Cannot export local symbol' >&2)
  fi
  # Seeds: the smallest images of the shared corpus, when present (JPEG, TIFF, HEIF, PNG, RAW).
  if [ -d ../shared/corpus/photos ] && [ -z "$(ls -A "$out/corpus-exiv2")" ]; then
    find ../shared/corpus/photos -type f -size -48k \( -iname '*.jpg' -o -iname '*.tif*' \
      -o -iname '*.heic' -o -iname '*.png' -o -iname '*.webp' -o -iname '*.avif' -o -iname '*.dng' \
      -o -iname '*.psd' \) | sort | awk 'NR <= 60' | while read -r f; do cp "$f" "$out/corpus-exiv2/"; done
  fi
  run exiv2 "$out/fuzz-exiv2" 65536
}

case "$which" in
  engine) fuzz_engine ;;
  quicktime) fuzz_quicktime ;;
  exiv2) fuzz_exiv2 ;;
  all) fuzz_engine; fuzz_quicktime; fuzz_exiv2 ;;
  *) echo "usage: scripts/fuzz.sh [SECONDS] [engine|quicktime|exiv2|all]" >&2; exit 2 ;;
esac
exit $status
