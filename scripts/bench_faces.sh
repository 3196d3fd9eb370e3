#!/usr/bin/env bash
# Throughput of the faces pass on 12 MP phone JPEGs, on all cores (2 here), against the Python
# `face_recognition` package on the same files.
#
# COUNT (default 500) copies of the corpus face photos, scaled to 4000 x 3000 and each given its
# own EXIF (date, camera, GPS), are indexed, then `photosearch faces` is timed with its peak RSS
# (/usr/bin/time), RUNS times (default 1; the median run is reported). Printed: photos/s, peak
# RSS, where the time went per photo (stages summed over the worker threads), the time for
# 10,000 photos extrapolated from the run, and the load average around each run (the machine
# may be shared: CPU seconds a photo say what idle cores would do).
#
# Side by side: face_recognition 1.3.0 (PyPI, in a /tmp venv; dlib's Python binding from
# Debian's python3-dlib when it is installed, else PyPI's prebuilt `dlib-bin` wheel, since
# `pip install dlib` compiles dlib for 15+ minutes), one process per core, on the first PY_COUNT
# (default 100) of the same files at our detection size (JPEG draft decode to ~2000 px, HOG with
# no upsample, 5-point landmarks, ResNet descriptor: the same work), and on the first
# PY_DEFAULT_COUNT (default 6) with its defaults (full 12 MP decode, HOG with one upsample).
#
# usage: scripts/bench_faces.sh [COUNT]      (environment: RUNS, PY_COUNT, PY_DEFAULT_COUNT,
#        BENCH_DIR, BENCH_VENV, SKIP_PYTHON=1)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--help" ] || [ "${1:-}" = "-h" ]; then
  sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'
  exit 0
fi
count=${1:-500}
case "$count" in '' | *[!0-9]*) echo "usage: scripts/bench_faces.sh [COUNT]" >&2; exit 2 ;; esac
runs=${RUNS:-1}
py_count=${PY_COUNT:-100}
py_default_count=${PY_DEFAULT_COUNT:-6}
corpus=../shared/corpus/faces
[ -d "$corpus/faces" ] || { echo "SKIP: $corpus is absent" >&2; exit 0; }
work=${BENCH_DIR:-/tmp/psk-bench-faces}
venv=${BENCH_VENV:-/tmp/psk-bench-faces-venv}
mkdir -p "$work"
load() { cut -d' ' -f1-3 /proc/loadavg; }
swift build -c release --product photosearch >&2 && swift build -c release --product photosearch-exiv2-reader >&2 \
  && swift build -c release --product PhotoSearchEngines >&2
bin=.build/release/photosearch
scripts/fetch_face_models.sh

# The venv: Pillow to make the photos; face_recognition for the side-by-side figures.
if [ ! -x "$venv/bin/python" ]; then
  if python3 -c "import dlib" 2>/dev/null; then
    python3 -m venv --system-site-packages "$venv"  # Debian's python3-dlib
  else
    python3 -m venv "$venv"
  fi
fi
"$venv/bin/python" -c "import PIL, numpy" 2>/dev/null ||
  "$venv/bin/pip" install --quiet pillow numpy click >&2
if [ -z "${SKIP_PYTHON:-}" ] && ! "$venv/bin/python" -c "import face_recognition" 2>/dev/null; then
  if ! "$venv/bin/python" -c "import dlib" 2>/dev/null; then
    echo "installing dlib-bin (a prebuilt dlib wheel; Debian has no python3-dlib)..." >&2
    "$venv/bin/pip" install --quiet dlib-bin >&2 || true
  fi
  # --no-deps: face_recognition names `dlib`, which pip would compile from source.
  "$venv/bin/pip" install --quiet --no-deps face_recognition==1.3.0 \
    face_recognition_models==0.3.0 >&2 || true
fi

photos="$work/photos-$count"
if [ ! -f "$photos/.done" ]; then
  rm -rf "$photos"
  mkdir -p "$photos"
  "$venv/bin/python" - "$corpus/faces" "$photos" "$count" <<'PY'
import os, sys, random, io
from PIL import Image
src, out, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
files = sorted(f for f in os.listdir(src) if f.lower().endswith((".jpg", ".jpeg", ".png")))
rng = random.Random(12)
cameras = [("Apple", "iPhone 13"), ("samsung", "SM-G991B"), ("Google", "Pixel 7"), ("FUJIFILM", "X-T3")]
bases = []
for name in files:
    # Fill 4000 x 3000 (12 MP): scale to cover, crop the centre; encode once per source photo.
    im = Image.open(os.path.join(src, name)).convert("RGB")
    s = max(4000 / im.width, 3000 / im.height)
    im = im.resize((round(im.width * s), round(im.height * s)), Image.BICUBIC)
    l, t = (im.width - 4000) // 2, (im.height - 3000) // 2
    buffer = io.BytesIO()
    im.crop((l, t, l + 4000, t + 3000)).save(buffer, "JPEG", quality=90)
    bases.append(buffer.getvalue())
for i in range(count):
    # Each copy gets its own EXIF (date, camera, GPS): an APP1 segment after SOI and JFIF.
    exif = Image.Exif()
    make, model = cameras[i % len(cameras)]
    exif[0x010F], exif[0x0110] = make, model
    exif[0x0132] = f"20{10 + i % 15:02d}:{1 + i % 12:02d}:{1 + i % 28:02d} {i % 24:02d}:{i % 60:02d}:00"
    exif[0x8825] = {1: "N", 2: (rng.randint(0, 80), rng.randint(0, 59), 0), 3: "E",
                    4: (rng.randint(0, 170), rng.randint(0, 59), 0)}
    payload = exif.tobytes()  # starts with "Exif\0\0"
    app1 = b"\xff\xe1" + (len(payload) + 2).to_bytes(2, "big") + payload
    base = bases[i % len(bases)]
    at = 2 + (2 + int.from_bytes(base[4:6], "big") if base[2:4] == b"\xff\xe0" else 0)
    with open(os.path.join(out, f"IMG_{i:05d}.jpg"), "wb") as f:
        f.write(base[:at] + app1 + base[at:])
PY
  touch "$photos/.done"
fi
size=$("$venv/bin/python" -c "from PIL import Image; import sys; im=Image.open(sys.argv[1]); print(f'{im.width} x {im.height}')" "$photos/IMG_00000.jpg")
echo "photos: $count JPEGs of $size in $photos" >&2

for r in $(seq 1 "$runs"); do
  lib="$work/library-$r.sqlite"
  rm -f "$lib" "$lib-wal" "$lib-shm"
  "$bin" index "$photos" --library "$lib" >/dev/null
  before=$(load)
  /usr/bin/time -f "%e %M %U %S" -o "$work/time-$r" "$bin" faces --library "$lib" --json \
    >"$work/faces-$r.json" 2>"$work/faces-$r.err"
  echo "$before | $(load)" >"$work/load-$r"
done

# One line per run, the median run's figures, its stage breakdown and the extrapolation.
"$venv/bin/python" - "$work" "$runs" "$count" "$(nproc)" <<'PY' | tee "$work/ours.txt"
import json, statistics, sys
work, runs, count, cores = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
rows = []
for r in range(1, runs + 1):
    wall, rss_kb, user, system = open(f"{work}/time-{r}").read().split()
    out = json.loads(open(f"{work}/faces-{r}.json").read())
    rows.append(dict(wall=float(wall), rss=int(rss_kb) / 1024, cpu=float(user) + float(system),
                     out=out, load=open(f"{work}/load-{r}").read().strip()))
    print(f"run {r}: {float(wall):.1f} s wall, {count / float(wall):.2f} photos/s, CPU {float(user):.1f} s user"
          f" + {float(system):.1f} s system, peak RSS {int(rss_kb) / 1024:.0f} MB, {out['analysed']} analysed,"
          f" {len(out['skipped'])} skipped, {out['faces']} faces, {out['clusters']} clusters;"
          f" load average (1, 5, 15 min) before | after: {rows[-1]['load']}")
median = sorted(rows, key=lambda x: x["wall"])[(len(rows) - 1) // 2]
rate = count / median["wall"]
print(f"photosearch faces: {count} photos of 12 MP, median run {median['wall']:.1f} s:"
      f" {rate:.2f} photos/s on {cores} cores, peak RSS {max(r['rss'] for r in rows):.0f} MB"
      f" (bar: >= 3 photos/s, <= 600 MB)")
stages, seconds = median["out"].get("stages", []), median["out"].get("stage_seconds", {})
busy = cores * median["wall"]
print(f"where the time went (median run; seconds a photo, summed over worker threads; of {busy / count:.3f} s"
      f" = {cores} cores x wall a photo):")
for name in stages:
    print(f"  {name:<12} {seconds[name] / count:7.4f} s  {100 * seconds[name] / busy:5.1f} %")
idle = busy - sum(seconds.values())
print(f"  {'other/idle':<12} {idle / count:7.4f} s  {100 * idle / busy:5.1f} %  (waiting, scheduling, other processes)")
s = 10000 / rate
print(f"extrapolated 10,000 photos: {s:.0f} s ({int(s // 3600)}h{int(s % 3600 // 60):02d}m) at {rate:.2f} photos/s")
per = median["cpu"] / count
print(f"CPU a photo: {per:.3f} s; on {cores} idle cores: {cores / per:.2f} photos/s,"
      f" 10,000 photos in {10000 * per / cores / 60:.0f} min")
print(f"RATE {rate:.4f} {per:.4f}")
PY
read -r ours ours_cpu < <(sed -n 's/^RATE //p' "$work/ours.txt")

# The Python face_recognition package on the same files, one process per core.
if [ -n "${SKIP_PYTHON:-}" ]; then exit 0; fi
if ! "$venv/bin/python" -c "import face_recognition" 2>/dev/null; then
  echo "face_recognition: not installed (no dlib Python binding: Debian bookworm has no" \
    "python3-dlib, the dlib-bin wheel did not install, and pip install dlib compiles for 15+" \
    "minutes); no side-by-side figure"
  exit 0
fi
cat >"$work/face_recognition_bench.py" <<'PY'
import multiprocessing, os, sys, time
folder, n, mode = sys.argv[1], int(sys.argv[2]), sys.argv[3]
files = sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".jpg"))[:n]

def one(path):
    import numpy, face_recognition
    from PIL import Image
    if mode == "defaults":
        image = face_recognition.load_image_file(path)       # full-size decode
        boxes = face_recognition.face_locations(image)       # HOG, one upsample
    else:
        im = Image.open(path)
        k = 1
        while max(im.size) // (2 * k) >= 2048 * 0.85 and k < 8:
            k *= 2
        im.draft("RGB", (im.width // k, im.height // k))      # JPEG DCT shrink, like libvips
        im = im.convert("RGB")
        if max(im.size) > 2048:
            im.thumbnail((2048, 2048))
        image = numpy.asarray(im)
        boxes = face_recognition.face_locations(image, number_of_times_to_upsample=0)
    face_recognition.face_encodings(image, boxes)            # 5-point landmarks, ResNet
    return len(boxes)

if __name__ == "__main__":
    start = time.time()
    with multiprocessing.Pool(os.cpu_count()) as pool:
        faces = sum(pool.map(one, files, chunksize=1))
    print(f"{len(files)} {time.time() - start:.2f} {faces}")
PY
pyver=$("$venv/bin/python" -c "import dlib; from importlib.metadata import version as v; print(f'face_recognition {v(\"face_recognition\")}, dlib {dlib.__version__}')")
for mode in same-size defaults; do
  n=$([ "$mode" = defaults ] && echo "$py_default_count" || echo "$py_count")
  [ "$n" -gt 0 ] || continue
  before=$(load)
  /usr/bin/time -f "%M %U %S" -o "$work/py-time-$mode" "$venv/bin/python" \
    "$work/face_recognition_bench.py" "$photos" "$n" "$mode" >"$work/py-$mode.txt"
  read -r files seconds faces <"$work/py-$mode.txt"
  read -r rss_kb user sys <"$work/py-time-$mode"
  awk -v f="$files" -v s="$seconds" -v c="$faces" -v o="$ours" -v oc="$ours_cpu" -v m="$mode" \
    -v r="$((rss_kb / 1024))" -v u="$user" -v y="$sys" -v v="$pyver" -v l="$before | $(load)" 'BEGIN {
    rate = f / s; cpu = (u + y) / f
    printf "%s (Python, %s): %d photos in %.1f s: %.2f photos/s, CPU a photo %.3f s, %d faces, largest process %d MB; load average before | after: %s\n", v, m, f, s, rate, cpu, c, r, l
    printf "ratio photosearch / face_recognition (%s): %.1fx in photos/s, %.1fx in CPU a photo\n", m, o / rate, cpu / oc }'
done
