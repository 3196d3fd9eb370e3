#!/usr/bin/env bash
# Throughput of the faces pass on 12 MP JPEGs, on all cores (2 here): COUNT (default 500) copies
# of the corpus face photos scaled to 4000 × 3000 with varied EXIF (date, camera, GPS), indexed,
# then `photosearch faces` timed with peak RSS (/usr/bin/time), RUNS times (default 1; median
# printed), and the time for 10,000 photos extrapolated. Side by side, in the same run: the
# Python `face_recognition` package (PyPI, in a /tmp venv; its default HOG detector, one process
# per core) on the first PY_COUNT (default 40) of the same files, when it installs.
# usage: scripts/bench_faces.sh [COUNT]
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-500}
runs=${RUNS:-1}
py_count=${PY_COUNT:-40}
corpus=../shared/corpus/faces
[ -d "$corpus/faces" ] || { echo "SKIP: $corpus is absent" >&2; exit 0; }
work=${BENCH_DIR:-/tmp/psk-bench-faces}
venv=${BENCH_VENV:-/tmp/psk-bench-faces-venv}
mkdir -p "$work"
swift build -c release --product photosearch >&2
bin=.build/release/photosearch

[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/python" -c "import PIL" 2>/dev/null || "$venv/bin/pip" install --quiet pillow >&2

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
mp=$("$venv/bin/python" -c "from PIL import Image; import sys; im=Image.open(sys.argv[1]); print(f'{im.width}x{im.height}')" "$photos/IMG_00000.jpg")
echo "photos: $count JPEGs of $mp in $photos" >&2

times=()
cpus=()
for r in $(seq 1 "$runs"); do
  lib="$work/library-$r.sqlite"
  rm -f "$lib" "$lib-wal" "$lib-shm"
  "$bin" index "$photos" --library "$lib" >/dev/null
  /usr/bin/time -f "%e %M %U %S" -o "$work/time-$r" "$bin" faces --library "$lib" --json >"$work/faces-$r.json" 2>"$work/faces-$r.err"
  read -r seconds rss_kb user sys <"$work/time-$r"
  times+=("$seconds")
  cpus+=("$(awk -v u="$user" -v s="$sys" 'BEGIN {print u + s}')")
  echo "run $r: $seconds s, CPU $user s user + $sys s system, peak RSS $((rss_kb / 1024)) MB, $(cat "$work/faces-$r.json")" >&2
done
median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
rss=$(for r in $(seq 1 "$runs"); do cut -d' ' -f2 "$work/time-$r"; done | sort -n | tail -1)
ours=$(awk -v n="$count" -v s="$median" 'BEGIN {printf "%.2f", n / s}')
echo "photosearch faces: $count photos, median $median s over $runs run(s): $ours photos/s on $(nproc) cores, peak RSS $((rss / 1024)) MB"
awk -v r="$ours" 'BEGIN {s = 10000 / r; printf "extrapolated 10,000 photos: %.0f s (%dh%02dm)\n", s, int(s / 3600), int((s % 3600) / 60)}'
# The machine is shared: CPU time per photo says what idle cores would do.
cpu=$(printf '%s\n' "${cpus[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
awk -v c="$cpu" -v n="$count" -v k="$(nproc)" -v l="$(cut -d' ' -f1 /proc/loadavg)" 'BEGIN {
  per = c / n; printf "CPU per photo: %.3f s (median run); on %d idle cores: %.2f photos/s, 10,000 photos in %.0f min (load average now %s)\n", per, k, k / per, 10000 * per / k / 60, l }'

# The Python face_recognition package, same files, one process per core.
if [ "${PY_INSTALL_SECONDS:-600}" -gt 0 ] && ! "$venv/bin/python" -c "import face_recognition" 2>/dev/null; then
  echo "installing face_recognition (compiles dlib; up to ${PY_INSTALL_SECONDS:-600} s)..." >&2
  timeout "${PY_INSTALL_SECONDS:-600}" "$venv/bin/pip" install --quiet face_recognition >&2 || true
fi
if "$venv/bin/python" -c "import face_recognition" 2>/dev/null; then
  "$venv/bin/python" - "$photos" "$py_count" "$ours" <<'PY'
import os, sys, time, multiprocessing
folder, n, ours = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
files = sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".jpg"))[:n]
def one(path):
    import face_recognition
    image = face_recognition.load_image_file(path)
    boxes = face_recognition.face_locations(image)  # HOG, one upsample (its default)
    face_recognition.face_encodings(image, boxes)
    return len(boxes)
start = time.time()
with multiprocessing.Pool(os.cpu_count()) as pool:
    faces = sum(pool.map(one, files, chunksize=1))
seconds = time.time() - start
rate = len(files) / seconds
print(f"face_recognition (Python, defaults): {len(files)} photos in {seconds:.1f} s: {rate:.2f} photos/s, {faces} faces")
print(f"ratio photosearch / face_recognition: {ours / rate:.1f}x")
PY
else
  echo "face_recognition is not installed (its dlib build did not finish within PY_INSTALL_SECONDS=${PY_INSTALL_SECONDS:-600} s); no side-by-side figure"
fi
