#!/usr/bin/env python3
"""Measures people by face on ../shared/corpus/faces (issue 12's bars) and prints the figures.

Indexes the corpus into a fresh library, runs `photosearch faces`, then from `export --jsonl`:
  - detection: recall of labelled faces not marked ignore, false detections (IoU >= 0.3);
  - clustering of faces >= 80 px: purity and clusters holding two identities;
  - naming the cluster of faces/fr_obama.jpg "Barack Obama", then
    `search "photos of Barack Obama" --json`: his photos returned, photos without him returned.

usage: scripts/eval_faces.py [--binary .build/release/photosearch] [--corpus ../shared/corpus/faces]
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def iou(a, b):
    l, t, r, bt = max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3])
    if r <= l or bt <= t:
        return 0.0
    inner = (r - l) * (bt - t)
    area = lambda x: (x[2] - x[0]) * (x[3] - x[1])
    return inner / (area(a) + area(b) - inner)


def run(binary, *args):
    out = subprocess.run([binary, *args], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"{' '.join(args)} failed ({out.returncode}): {out.stderr}")
    return out.stdout


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--binary", default=os.path.join(ROOT, ".build/release/photosearch"))
    p.add_argument("--corpus", default=os.path.join(ROOT, "../shared/corpus/faces"))
    args = p.parse_args()
    corpus = os.path.realpath(args.corpus)
    if not os.path.exists(os.path.join(corpus, "labels.json")):
        sys.exit(f"SKIP: no corpus at {corpus}")
    labels = json.load(open(os.path.join(corpus, "labels.json")))["files"]
    work = tempfile.mkdtemp(prefix="psk-eval-faces-")
    lib = os.path.join(work, "library.sqlite")
    run(args.binary, "index", corpus, "--library", lib)
    run(args.binary, "faces", "--library", lib)
    export = [json.loads(l) for l in run(args.binary, "export", "--jsonl", "--library", lib).splitlines()]
    found = {r["path"]: r.get("faces", []) for r in export if r.get("kind")}

    expected = hits = false = 0
    pairs = []  # (identity, cluster) of matched labelled faces >= 80 px
    for path, faces in sorted(found.items()):
        boxes = [f["box"] for f in faces]
        used = set()
        for lab in labels.get(path, {}).get("faces", []):
            match = [i for i, b in enumerate(boxes) if iou(b, lab["box"]) >= 0.3]
            used.update(match)
            if lab.get("ignore"):
                continue
            expected += 1
            hits += bool(match)
            box = lab["box"]
            if match and min(box[2] - box[0], box[3] - box[1]) >= 80:
                best = max(match, key=lambda i: iou(boxes[i], box))
                pairs.append((lab["id"], faces[best]["cluster"]))
        false += len(boxes) - len(used)
    print(f"detection: recall {hits}/{expected} = {hits / expected:.3f}, false detections {false}")

    by_cluster = collections.defaultdict(collections.Counter)
    for identity, cluster in pairs:
        by_cluster[cluster][identity] += 1
    clustered = [(c, ids) for c, ids in by_cluster.items() if c is not None]
    total = sum(sum(ids.values()) for _, ids in clustered)
    pure = sum(max(ids.values()) for _, ids in clustered)
    merged = [(c, dict(ids)) for c, ids in clustered if len(ids) > 1]
    identities = {i for i, _ in pairs}
    unclustered = sum(1 for _, c in pairs if c is None)
    print(f"clustering (faces >= 80 px): {len(pairs)} faces of {len(identities)} identities in "
          f"{len(clustered)} clusters, purity {pure}/{total} = {pure / max(total, 1):.3f}, "
          f"clusters with two identities {len(merged)}, unclustered {unclustered}")
    for c, ids in merged:
        print(f"  merged: cluster {c}: {ids}")

    obama_faces = found.get("faces/fr_obama.jpg", [])
    if not obama_faces or obama_faces[0]["cluster"] is None:
        sys.exit("no clustered face in faces/fr_obama.jpg")
    run(args.binary, "people", "name", str(obama_faces[0]["cluster"]), "Barack Obama", "--library", lib)
    result = json.loads(run(args.binary, "search", "photos of Barack Obama", "--json", "--limit", "100",
                            "--library", lib))
    returned = {r["path"] for r in result.get("results", [])}
    his = {p for p, v in labels.items() if any(f["id"] == "barack_obama" for f in v["faces"])}
    who = result.get("understood", {}).get("who", [])
    print(f"search \"photos of Barack Obama\": {len(returned & his)} of his {len(his)} photos, "
          f"{len(returned - his)} without him; matched_by {who[0].get('matched_by') if who else None}")
    for p in sorted(returned - his):
        print(f"  without him: {p}")
    print(f"library: {lib}")


if __name__ == "__main__":
    main()
