#!/usr/bin/env python3
"""Makes a benchmark library of N JPEGs from the corpus photos with changed metadata.

usage: make_bench_library.py CORPUS_DIR OUT_DIR N

Takes the corpus JPEGs under 300 kB, and writes N copies spread over folders of 500, each with a
new XMP packet (APP1) inserted after SOI: its own capture date, GPS position, title, keywords and
rating, so every file differs and the index has metadata to store. Source: the photo corpus in
../shared/corpus/photos (licences in its README). Idempotent: an existing OUT_DIR with N files is
kept.
"""
import os
import random
import sys


def xmp_packet(i, rnd):
    year = 2005 + i % 20
    lat = rnd.uniform(-60, 70)
    lon = rnd.uniform(-170, 170)
    words = rnd.sample(["beach", "mountain", "family", "birthday", "city", "dog", "sunset", "snow",
                        "museum", "food", "lake", "forest", "wedding", "concert"], 3)
    subject = "".join(f"<rdf:li>{w}</rdf:li>" for w in words)
    xml = (
        '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>'
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
        '<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" '
        'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:exif="http://ns.adobe.com/exif/1.0/" '
        'xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" '
        f'xmp:Rating="{i % 6}" photoshop:DateCreated="{year}-{1 + i % 12:02d}-{1 + i % 28:02d}T{i % 24:02d}:{i % 60:02d}:00+02:00" '
        f'exif:GPSLatitude="{abs(int(lat))},{abs(lat) % 1 * 60:.4f}{"N" if lat >= 0 else "S"}" '
        f'exif:GPSLongitude="{abs(int(lon))},{abs(lon) % 1 * 60:.4f}{"E" if lon >= 0 else "W"}">'
        f'<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Bench photo {i}</rdf:li></rdf:Alt></dc:title>'
        f'<dc:subject><rdf:Bag>{subject}</rdf:Bag></dc:subject>'
        '</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>'
    )
    payload = b"http://ns.adobe.com/xap/1.0/\x00" + xml.encode("utf-8")
    return b"\xff\xe1" + (len(payload) + 2).to_bytes(2, "big") + payload


def main(argv):
    if len(argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    corpus, out, n = argv[1], argv[2], int(argv[3])
    if os.path.isdir(out) and sum(len(f) for _, _, f in os.walk(out)) == n:
        print(f"{out}: already has {n} files", file=sys.stderr)
        return 0
    sources = []
    for d, _, files in os.walk(corpus):
        for f in files:
            p = os.path.join(d, f)
            if f.lower().endswith((".jpg", ".jpeg")) and 2000 < os.path.getsize(p) < 300_000:
                data = open(p, "rb").read()
                if data[:2] == b"\xff\xd8" and b"http://ns.adobe.com/xap/1.0/\x00" not in data and b"\xff\xd9" in data[-64:]:
                    sources.append(data)
    if not sources:
        print("no source JPEGs found", file=sys.stderr)
        return 1
    rnd = random.Random(42)
    for i in range(n):
        src = sources[i % len(sources)]
        folder = os.path.join(out, f"{2005 + i % 20}", f"roll-{i // 500:03d}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"IMG_{i:05d}.jpg"), "wb") as fh:
            fh.write(src[:2] + xmp_packet(i, rnd) + src[2:])
    print(f"{out}: wrote {n} JPEGs from {len(sources)} corpus files", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
