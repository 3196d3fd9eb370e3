#!/usr/bin/env python3
"""Validate landmarks.txt: kind|name|alternates|latitude|longitude|country|radius_km"""
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
KINDS = {"landmark", "park", "natural"}
COUNTRIES = {"US", "GB", "AU", "NZ", "CA", "IE", "IN", "ZA", "SG", "PH"}
DEC4 = re.compile(r"^-?\d{1,3}\.\d{4}$")


def norm(s):
    return " ".join(s.strip().lower().split())


def main(path=os.path.join(HERE, "landmarks.txt")):
    # The names of the first landmark table, scripts/landmarks.py's own.
    sys.path.insert(0, os.path.dirname(HERE))
    from landmarks import _TABLE  # noqa: E402
    existing = {norm(line.split("|")[1]) for line in _TABLE.strip().splitlines()}
    errors = []
    seen = {}
    counts = Counter()
    kinds = Counter()
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip():
                errors.append(f"{n}: blank line")
                continue
            parts = line.split("|")
            if len(parts) != 7:
                errors.append(f"{n}: {len(parts)} fields, want 7: {line}")
                continue
            kind, name, alts, lat, lon, cc, rad = parts
            if kind not in KINDS:
                errors.append(f"{n}: bad kind {kind!r}")
            if not name.strip() or name != name.strip():
                errors.append(f"{n}: empty or padded name {name!r}")
            if cc not in COUNTRIES:
                errors.append(f"{n}: bad country {cc!r}")
            for label, v, lim in (("latitude", lat, 90), ("longitude", lon, 180)):
                try:
                    x = float(v)
                    if not -lim <= x <= lim:
                        errors.append(f"{n}: {label} out of range {v}")
                except ValueError:
                    errors.append(f"{n}: {label} not numeric {v!r}")
                    continue
                if not DEC4.match(v):
                    errors.append(f"{n}: {label} not 4 decimals {v!r}")
            try:
                if not float(rad) > 0:
                    errors.append(f"{n}: radius must be > 0: {rad}")
            except ValueError:
                errors.append(f"{n}: radius not numeric {rad!r}")
            if alts:
                al = alts.split(";")
                if any(not a.strip() or a != a.strip() for a in al):
                    errors.append(f"{n}: empty or padded alternate in {alts!r}")
                if norm(name) in {norm(a) for a in al}:
                    errors.append(f"{n}: alternate repeats name {name!r}")
            key = norm(name)
            if key in seen:
                errors.append(f"{n}: duplicate name {name!r} (line {seen[key]})")
            else:
                seen[key] = n
            if key in existing:
                errors.append(f"{n}: name in scripts/landmarks.py: {name!r}")
            counts[cc] += 1
            kinds[kind] += 1
    for c in sorted(COUNTRIES, key=lambda c: -counts[c]):
        print(f"{c}\t{counts[c]}")
    print(f"total\t{sum(counts.values())}")
    print("kinds\t" + ", ".join(f"{k}={v}" for k, v in sorted(kinds.items())))
    if errors:
        print(f"\n{len(errors)} error(s):")
        for e in errors:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
