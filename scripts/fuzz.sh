#!/usr/bin/env bash
# Builds the libFuzzer target for the language engine (Fuzz/FuzzEngine.swift + Sources/PhotoQuery)
# with `swiftc -sanitize=fuzzer,address` and runs it for SECONDS (default 60).
# The bundled data files are found through PHOTOQUERY_RESOURCES (default: the package's
# Sources/PhotoQuery/Resources/Data), since a plain swiftc build has no SwiftPM resource bundle.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
# Lazily initialised globals (word tables) live until exit; they are not leaks.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
out=.build/fuzz
mkdir -p "$out/corpus"
export PHOTOQUERY_RESOURCES="${PHOTOQUERY_RESOURCES:-$PWD/Sources/PhotoQuery/Resources/Data}"
sources=$(find Sources/PhotoQuery -name '*.swift' | sort)
extra=()
if grep -rq "Bundle.module" Sources/PhotoQuery; then
  # SwiftPM generates Bundle.module; a plain swiftc build needs a stand-in that reads the env path.
  cat > "$out/BundleModule.swift" <<'SWIFT'
import Foundation
extension Foundation.Bundle {
  static let module: Bundle = {
    if let path = ProcessInfo.processInfo.environment["PHOTOQUERY_RESOURCES"], let bundle = Bundle(path: path) {
      return bundle
    }
    return Bundle.main
  }()
}
SWIFT
  extra+=("$out/BundleModule.swift")
fi
if [ ! -x "$out/fuzz-engine" ] || [ -n "$(find Sources/PhotoQuery Fuzz -newer "$out/fuzz-engine" -name '*.swift' | head -1)" ]; then
  echo "building $out/fuzz-engine" >&2
  # shellcheck disable=SC2086
  swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name PhotoQueryFuzz \
    $sources "${extra[@]}" Fuzz/FuzzEngine.swift -o "$out/fuzz-engine"
fi
seeds=("photos of Mom and me in Lisbon last summer" "videos of Rex the dog at the park without John"
  "pics from the 4th of July 2019" "Grandma's house at Christmas" "phtos paris" "between 2015 and 2018")
i=0
for s in "${seeds[@]}"; do printf '%s' "$s" > "$out/corpus/seed$i"; i=$((i + 1)); done
"$out/fuzz-engine" "$out/corpus" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 \
  -print_final_stats=1 2>&1 | tail -n 25
