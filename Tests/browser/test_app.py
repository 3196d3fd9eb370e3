#!/usr/bin/python3
"""Browser tests of the app in headless Chromium (Debian chromium, chromium-driver,
python3-selenium), against the real `photosearch` executable and the bundled sample library.

(b) `photosearch serve` on a fresh data folder (XDG_DATA_HOME in a temporary folder): the sample
    library is drawn and indexed on first run; typing chat text in the compose box shows the photo
    suggestion chips; accepting opens the picker already searched; Add brings the chosen photos
    back as attachments; Send puts them in the thread.
(a) `photosearch pick "photos of Mom in Lisbon" --limit 2` on the same library: the tokens, exactly
    the right photos (checked against the index with sqlite3, independently of the search code),
    removing a token widens the grid, the limit stops a third selection, Add makes the command
    print exactly the chosen files; Cancel exits 1.
(c) Screenshots of the compose page and the picker, saved to a temporary folder (printed).
(d) Time from starting `photosearch pick` to the first thumbnail painted on
    ../shared/corpus/library-dev (indexed first): median of 3 cold-cache runs and 3 warm-cache
    runs, and their ratio. Skipped with a message when the corpus is absent.

Usage: test_app.py PHOTOSEARCH_BINARY [--corpus FOLDER]
Exit 0 and a SKIP line when Chromium, chromedriver or Selenium is missing.
"""
import json
import os
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time

from browser_support import *  # noqa: F401,F403  (Selenium, check, make_driver, wait, ...)

SAMPLE_LAST_YEAR = "2013"   # a smaller sample (2010-2013) keeps the debug-build run short


class Command:
    """A photosearch process whose URL is read from its output (stderr for pick, stdout for serve)."""

    def __init__(self, args, env, url_pattern, stream="stderr", timeout=600):
        self.started = time.time()
        self.process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        text=True, env=env)
        source = self.process.stderr if stream == "stderr" else self.process.stdout
        seen = []
        deadline = time.time() + timeout
        while time.time() < deadline:
            line = source.readline()
            if not line:
                break
            seen.append(line)
            match = re.search(url_pattern, line)
            if match:
                self.url = match.group(1)
                return
        self.stop()
        raise RuntimeError("no URL printed: " + "".join(seen))

    def finish(self, timeout=30):
        out, err = self.process.communicate(timeout=timeout)
        return self.process.returncode, out, err

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def tile_ids(driver):
    return driver.execute_script("return Array.from(document.querySelectorAll('.tile')).map(t => t.dataset.id)")


def wait_images_loaded(driver, selector):
    wait(driver, lambda d: d.execute_script(
        f"const imgs = Array.from(document.querySelectorAll('{selector}'));"
        "return imgs.length > 0 && imgs.every(i => i.complete && i.naturalWidth > 0)"))


class Index:
    """Expected answers read straight from the index with sqlite3."""

    def __init__(self, path):
        self.db = sqlite3.connect(path)

    def ids(self, person=None, city=None):
        sql = "SELECT a.id FROM assets a WHERE 1"
        args = []
        if person:
            sql += " AND a.id IN (SELECT f.asset_id FROM faces f JOIN people p ON p.id = f.person_id WHERE p.name = ?)"
            args.append(person)
        if city:
            sql += " AND a.city = ?"
            args.append(city)
        return {str(r[0]) for r in self.db.execute(sql, args)}

    def path(self, asset_id):
        root, rel = self.db.execute(
            "SELECT r.path, a.path FROM assets a JOIN roots r ON r.id = a.root_id WHERE a.id = ?",
            (int(asset_id),)).fetchone()
        return os.path.join(root, rel)


def compose_flow(binary, env, shots, driver):
    """(b): serve on a fresh data folder, the compose box end to end. Returns the library path."""
    serve = Command([binary, "serve", "--no-open"], env, r"open (http://\S+)", stream="stdout")
    try:
        print(f"serve: sample drawn, indexed and serving after {time.time() - serve.started:.1f} s")
        driver.get(serve.url)
        box = driver.find_element(By.ID, "message")
        box.send_keys("hey can you send me the pics of Mom from Lisbon")
        wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#suggestion .chip")) == 2
             and d.find_element(By.ID, "suggestion").is_displayed())
        chips = [c.text.replace("\n", " ").lower() for c in driver.find_elements(By.CSS_SELECTOR, "#suggestion .chip")]
        check(chips == ["who mom", "where lisbon"], f"compose: suggestion bar while typing: {chips}")
        driver.save_screenshot(os.path.join(shots, "compose-suggestion.png"))

        box.clear()
        box.send_keys("see you in Lisbon next week!")
        wait(driver, lambda d: not d.find_element(By.ID, "suggestion").is_displayed())
        check(True, "compose: no suggestion for chat that is not a photo request")
        box.clear()
        box.send_keys("hey can you send me the pics of Mom from Lisbon")
        wait(driver, lambda d: d.find_element(By.ID, "suggestion").is_displayed())
        driver.find_element(By.ID, "suggestion").click()

        wait(driver, lambda d: d.find_elements(By.ID, "grid") and status_total(d) is not None)
        check(tokens(driver) == [("who", "Mom"), ("where", "Lisbon")],
              f"compose: the picker opens already searched: {tokens(driver)}")
        tiles = driver.find_elements(By.CSS_SELECTOR, ".tile")
        check(len(tiles) >= 2, f"compose: the picker shows {len(tiles)} photos of Mom in Lisbon")
        chosen = [tiles[1].get_attribute("data-id"), tiles[0].get_attribute("data-id")]
        tiles[1].click()
        tiles[0].click()
        wait_images_loaded(driver, ".tile img[src]")
        driver.save_screenshot(os.path.join(shots, "picker-from-compose.png"))
        driver.find_element(By.ID, "add").click()

        wait(driver, lambda d: d.find_elements(By.ID, "attachments")
             and d.find_element(By.ID, "attachments").is_displayed(), timeout=20)
        attached = driver.execute_script(
            "return Array.from(document.querySelectorAll('#attachments .attachment')).map(a => a.dataset.id)")
        check(attached == chosen, f"compose: Add attached the chosen photos in order: {attached} (chose {chosen})")
        draft = driver.find_element(By.ID, "message").get_attribute("value")
        check(draft == "hey can you send me the pics of Mom from Lisbon", f"compose: the draft survived: {draft!r}")
        wait_images_loaded(driver, "#attachments img")
        driver.save_screenshot(os.path.join(shots, "compose-attached.png"))
        driver.find_element(By.ID, "send").click()
        wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, ".message.mine .photos img")) == 2)
        wait_images_loaded(driver, ".message.mine img")
        check(True, "compose: Send put the message and its two photos in the thread")
        driver.save_screenshot(os.path.join(shots, "compose-sent.png"))
        driver.set_window_size(390, 844)   # phone-sized
        box = driver.find_element(By.ID, "message")
        box.send_keys("can you also send the photos of Dad at the beach?")
        wait(driver, lambda d: d.find_element(By.ID, "suggestion").is_displayed())
        driver.save_screenshot(os.path.join(shots, "compose-phone.png"))
        driver.set_window_size(1100, 860)
    finally:
        serve.stop()


def pick_flow(binary, env, library, shots, driver):
    """(a): photosearch pick used like a file chooser."""
    index = Index(library)
    mom_lisbon = index.ids("Maria Rivera", "Lisbon")
    lisbon = index.ids(None, "Lisbon")
    pick = Command([binary, "pick", "photos of Mom in Lisbon", "--library", library, "--limit", "2", "--no-open"],
                   env, r"Open (http://\S+)")
    try:
        driver.get(pick.url)
        wait(driver, lambda d: status_total(d) is not None)
        check(tokens(driver) == [("who", "Mom"), ("where", "Lisbon")], f"pick: tokens {tokens(driver)}")
        ids = tile_ids(driver)
        check(set(ids) == mom_lisbon and status_total(driver) == len(mom_lisbon),
              f"pick: grid holds exactly the {len(mom_lisbon)} photos of Mom in Lisbon (got {len(ids)})")
        wait_images_loaded(driver, ".tile img[src]")
        driver.save_screenshot(os.path.join(shots, "picker-searched.png"))

        driver.find_element(By.CSS_SELECTOR, '#tokens .token[data-key="who:Mom"] button').click()
        wait(driver, lambda d: status_total(d) == len(lisbon))
        wider = tile_ids(driver)
        check(tokens(driver) == [("where", "Lisbon")] and set(wider) == lisbon and len(wider) > len(ids),
              f"pick: removing 'Mom' widens the grid from {len(ids)} to {len(wider)} (all {len(lisbon)} Lisbon photos)")

        tiles = driver.find_elements(By.CSS_SELECTOR, ".tile")
        tiles[2].click()
        tiles[0].click()
        tiles[1].click()   # over the limit of 2: refused
        chosen = [tiles[2].get_attribute("data-id"), tiles[0].get_attribute("data-id")]
        check(tiles[1].get_attribute("aria-selected") == "false", "pick: a third selection is refused (limit 2)")
        wait_images_loaded(driver, ".tile img[src]")
        driver.save_screenshot(os.path.join(shots, "picker-selected.png"))
        driver.find_element(By.ID, "add").click()
        code, out, err = pick.finish()
        printed = out.strip().splitlines()
        want = [index.path(i) for i in chosen]
        check(code == 0 and printed == want, f"pick: Add printed exactly the chosen files (exit {code}): {printed}")
    finally:
        pick.stop()

    pick = Command([binary, "pick", "screenshots", "--library", library, "--json", "--no-open"], env, r"Open (http://\S+)")
    try:
        driver.get(pick.url)
        wait(driver, lambda d: status_total(d) is not None)
        driver.find_element(By.ID, "cancel").click()
        code, out, _ = pick.finish()
        check(code == 1 and out.strip() == "", f"pick: Cancel exits 1 and prints nothing (exit {code})")
    finally:
        pick.stop()


def corpus_timing(binary, env, corpus, work, driver):
    """(d): time from `photosearch pick` start to the first thumbnail painted on the corpus."""
    library = os.path.join(work, "corpus.sqlite")
    subprocess.run([binary, "index", corpus, "--library", library], env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # The first search annotates the subject index; part of preparing the library, not of picking.
    subprocess.run([binary, "search", "photos", "--library", library], env=env, check=True,
                   stdout=subprocess.DEVNULL)
    figures = {"cold": [], "warm": []}
    for run in range(3):
        for mode in ("cold", "warm"):
            run_env = dict(env)
            run_env["XDG_CACHE_HOME"] = os.path.join(work, f"corpus-cache-{run}")  # cold creates, warm reuses
            pick = Command([binary, "pick", "", "--library", library, "--no-open"], run_env, r"Open (http://\S+)")
            try:
                driver.get(pick.url)
                figures[mode].append(first_paint_ms(driver, pick))
                driver.find_element(By.ID, "cancel").click()
                pick.finish()
            finally:
                pick.stop()
    cold, warm = sorted(figures["cold"])[1], sorted(figures["warm"])[1]
    print(f"time from `photosearch pick` start to first thumbnail painted ({corpus}): median cold cache "
          f"{cold:.0f} ms, median warm cache {warm:.0f} ms, ratio cold/warm {cold / warm:.2f} "
          f"(runs: cold {[round(x) for x in figures['cold']]}, warm {[round(x) for x in figures['warm']]})")
    check(cold <= 1000, f"first thumbnail painted within 1 s of starting pick (cold median {cold:.0f} ms)")


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/photosearch"
    corpus = sys.argv[sys.argv.index("--corpus") + 1] if "--corpus" in sys.argv else None
    work = tempfile.mkdtemp(prefix="app-browser-")
    shots = os.path.join(work, "screenshots")
    os.makedirs(shots)
    env = dict(os.environ)
    env.update({"XDG_DATA_HOME": os.path.join(work, "data"), "XDG_CACHE_HOME": os.path.join(work, "cache"),
                "PHOTOSEARCH_SAMPLE_LAST_YEAR": SAMPLE_LAST_YEAR})
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    library = os.path.join(work, "data", "photosearch", "sample.sqlite")
    driver = make_driver(1100, 860)
    try:
        compose_flow(binary, env, shots, driver)
        pick_flow(binary, env, library, shots, driver)
        if corpus and os.path.isdir(corpus):
            corpus_timing(binary, env, corpus, work, driver)
        elif corpus:
            print(f"SKIP corpus timing: {corpus} is absent")
    finally:
        driver.quit()
    phone = make_driver(390, 844)
    try:
        pick = Command([binary, "pick", "Lisbon", "--library", library, "--no-open"], env, r"Open (http://\S+)")
        try:
            phone.get(pick.url)
            wait(phone, lambda d: status_total(d) is not None)
            wait_images_loaded(phone, ".tile img[src]")
            phone.save_screenshot(os.path.join(shots, "picker-phone.png"))
            phone.find_element(By.ID, "cancel").click()
            pick.finish()
        finally:
            pick.stop()
    finally:
        phone.quit()
    print(f"screenshots: {shots}")
    if failures:
        print(f"{len(failures)} app browser check(s) failed")
        return 1
    print("all app browser checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
