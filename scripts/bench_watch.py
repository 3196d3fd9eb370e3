#!/usr/bin/env python3
"""The live index, measured from outside: `photosearch watch --json` on an empty folder; 200
generated JPEGs copied in, then 50 moved into a new folder, 20 renamed and 30 deleted. For each,
the seconds from the last change to the end of the watcher's last index run (its JSON line),
median of RUNS runs, beside the time of a fresh `photosearch index` of the same folder on the
same engine (what re-running by hand costs). Each run also checks that the index then equals a fresh index of the
folder (exports compared without ids) and that moved and renamed files kept their ids.

usage: bench_watch.py BIN SOURCE_DIR RUNS [POSTGRES_SERVER_URL]
SOURCE_DIR holds the JPEGs, in any folders (scripts/make_bench_library.py); they are copied in
flat. With a server URL
(postgresql://user@host:port/postgres) the library is a fresh PostgreSQL database per run.
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time


def export(bin_, library):
    out = subprocess.run([bin_, "export", "--jsonl", "--library", library],
                         check=True, capture_output=True, text=True).stdout
    records = {}
    for line in out.splitlines():
        r = json.loads(line)
        records[r["path"]] = r
    return records


def contents(records):
    return {p: json.dumps({k: v for k, v in r.items() if k not in ("id", "root")}, sort_keys=True)
            for p, r in records.items()}


def fresh_library(server, name):
    if not server:
        return None
    base = server.rsplit("/", 1)[0]
    subprocess.run(["psql", server, "-qc", f"DROP DATABASE IF EXISTS {name}"], check=True,
                   capture_output=True)
    subprocess.run(["psql", server, "-qc", f"CREATE DATABASE {name}"], check=True,
                   capture_output=True)
    return f"{base}/{name}"


class Watcher:
    """`photosearch watch --json` in the background, with each line's arrival time."""

    def __init__(self, bin_, folder, library):
        self.proc = subprocess.Popen([bin_, "watch", folder, "--library", library, "--json"],
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.lines = []
        self.lock = threading.Lock()
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        for line in self.proc.stdout:
            with self.lock:
                self.lines.append((time.time(), json.loads(line)))

    def settle(self, after, quiet=2.0, limit=30.0):
        """The arrival time of the last run line after `after`, once none came for `quiet` s."""
        start = time.time()
        while time.time() - start < limit:
            with self.lock:
                runs = [t for t, _ in self.lines if t >= after]
            if runs and time.time() - runs[-1] >= quiet:
                return runs[-1]
            time.sleep(0.02)
        raise SystemExit("the watcher did not settle")

    def stop(self):
        self.proc.terminate()
        self.proc.wait(10)


def one_run(bin_, source, server, n):
    work = tempfile.mkdtemp(prefix="psk-bench-watch-")
    try:
        watched = os.path.join(work, "watched")
        os.makedirs(watched)
        library = fresh_library(server, f"psk_bench_watch_{n}") or os.path.join(work, "lib.sqlite")
        watcher = Watcher(bin_, watched, library)
        watcher.settle(0, quiet=0.5)
        files = sorted(os.path.join(d, f) for d, _, fs in os.walk(source) for f in fs
                       if f.endswith(".jpg"))[:200]
        names = [os.path.basename(f) for f in files]
        for path, name in zip(files, names):
            shutil.copyfile(path, os.path.join(watched, name))
        copied = time.time()
        copy_latency = watcher.settle(copied) - copied
        before = {p: r["id"] for p, r in export(bin_, library).items()}
        os.makedirs(os.path.join(watched, "moved"))
        for name in names[:50]:
            os.rename(os.path.join(watched, name), os.path.join(watched, "moved", name))
        for name in names[50:70]:
            os.rename(os.path.join(watched, name), os.path.join(watched, "renamed-" + name))
        for name in names[70:100]:
            os.remove(os.path.join(watched, name))
        changed = time.time()
        change_latency = watcher.settle(changed) - changed
        watcher.stop()
        after = export(bin_, library)
        fresh = fresh_library(server, f"psk_bench_watch_fresh_{n}") or os.path.join(
            work, "fresh.sqlite")
        start = time.time()
        subprocess.run([bin_, "index", watched, "--library", fresh], check=True,
                       capture_output=True)
        fresh_seconds = time.time() - start
        equal = contents(after) == contents(export(bin_, fresh))
        kept = all(after.get("moved/" + n, {}).get("id") == before[n] for n in names[:50]) and all(
            after.get("renamed-" + n, {}).get("id") == before[n] for n in names[50:70])
        return copy_latency, change_latency, fresh_seconds, equal, kept
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    if len(sys.argv) < 4:
        raise SystemExit(__doc__)
    bin_, source, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
    server = sys.argv[4] if len(sys.argv) > 4 else None
    results = [one_run(bin_, source, server, n) for n in range(runs)]
    for i, (c, m, f, equal, kept) in enumerate(results):
        print(f"run {i + 1}: copies {c:.3f} s, moves/renames/deletes {m:.3f} s, fresh index {f:.3f} s, "
              f"index equals a fresh one: {equal}, ids kept: {kept}")
    copy = statistics.median(r[0] for r in results)
    change = statistics.median(r[1] for r in results)
    fresh = statistics.median(r[2] for r in results)
    engine = "PostgreSQL" if server else "SQLite"
    print(f"{engine}, median of {runs}: 200 copies searchable {copy:.3f} s after the last copy; "
          f"50 moves + 20 renames + 30 deletes {change:.3f} s after the last change "
          f"(a fresh `photosearch index` of the folder: {fresh:.3f} s, ratio {change / fresh:.2f})")
    if not all(r[3] and r[4] for r in results):
        raise SystemExit("FAIL: an index differed from a fresh one, or an id was not kept")


if __name__ == "__main__":
    main()
