#!/usr/bin/python3
"""Browser tests of the web picker in headless Chromium (Debian chromium, chromium-driver,
python3-selenium), against the `picker-fixture-server` executable (generated images, in-memory
data source).

Checks: the understood tokens are shown, the grid holds exactly the right photos, removing a
token widens the grid, typing shows the live suggestion, selection stops at the limit with
ordered badges, Add makes the server print exactly the chosen files, Cancel exits 1.
Prints the time from starting the server to the first thumbnail painted, and saves screenshots
(desktop and phone-sized) to a temporary folder.

Usage: test_picker.py SERVER_BINARY [--corpus FOLDER]
Exit 0 and a SKIP line when Chromium, chromedriver or Selenium is missing.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from browser_support import *  # noqa: F401,F403  (Selenium, check, make_driver, wait, ...)

# The fixture's metadata rules (FixtureLibrary.generate), restated here so the test checks the
# server's answers against an independent expectation.
PEOPLE = ["Alice", "Bob", "Chen", "Dana"]
PLACES = ["Lisbon", "Paris", "Tokyo", "Oslo"]
COUNT = 120


def fixture_people(i):
    names = [PEOPLE[i % 4]]
    if i % 3 == 0:
        names.append(PEOPLE[(i + 1) % 4])
    return names


def expected_ids(person=None, place=None):
    return {
        "fixture-%04d" % i
        for i in range(COUNT)
        if (person is None or person in fixture_people(i))
        and (place is None or PLACES[(i // 2) % 4] == place)
    }


class Picker:
    """One run of the fixture server: started, URL read from stderr, outcome collected."""

    def __init__(self, server, args):
        self.started = time.time()
        self.process = subprocess.Popen([server] + args, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True)
        line = self.process.stderr.readline()
        match = re.search(r"Open (http://\S+)", line)
        if not match:
            self.process.kill()
            raise RuntimeError("server did not print its URL: " + line + self.process.stderr.read())
        self.url = match.group(1)

    def finish(self, timeout=20):
        out, err = self.process.communicate(timeout=timeout)
        return self.process.returncode, out, err

    def stop(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()


def all_tile_ids(driver, total):
    """Scrolls until every page is loaded; returns the tile ids."""
    for _ in range(50):
        ids = driver.execute_script(
            "return Array.from(document.querySelectorAll('.tile')).map(t => t.dataset.id)")
        if len(ids) >= total:
            return ids
        driver.execute_script("window.scrollTo(0, document.body.scrollHeight)")
        time.sleep(0.15)
    return ids


def main():
    server = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/picker-fixture-server"
    corpus = sys.argv[sys.argv.index("--corpus") + 1] if "--corpus" in sys.argv else None
    work = tempfile.mkdtemp(prefix="picker-browser-")
    library = os.path.join(work, "library")
    subprocess.run([server, "--dir", library, "--count", str(COUNT), "--generate-only"], check=True)
    shots = os.path.join(work, "screenshots")
    os.makedirs(shots)

    driver = make_driver(1280, 900)
    try:
        # 1. Opened already searched: tokens, right photos, time to first thumbnail.
        picker = Picker(server, ["--dir", library, "--thumbs", os.path.join(work, "thumbs"),
                                 "--count", str(COUNT), "--limit", "3", "--ordered", "Alice", "Lisbon"])
        try:
            driver.get(picker.url)
            elapsed = first_paint_ms(driver, picker)
            print(f"time from start to first thumbnail painted (fixture, cold thumbnail cache): {elapsed:.0f} ms")
            wait(driver, lambda d: status_total(d) is not None)
            check(tokens(driver) == [("who", "Alice"), ("where", "Lisbon")],
                  f"tokens shown for 'Alice Lisbon': {tokens(driver)}")
            want = expected_ids("Alice", "Lisbon")
            total = status_total(driver)
            ids = all_tile_ids(driver, total)
            check(set(ids) == want and total == len(want),
                  f"grid holds exactly the {len(want)} photos of Alice in Lisbon (got {len(ids)}, total {total})")
            driver.execute_script("window.scrollTo(0, 0)")
            driver.save_screenshot(os.path.join(shots, "picker-searched.png"))

            # 2. Remove the place token: the grid widens to every photo of Alice.
            driver.find_element(By.CSS_SELECTOR, '#tokens .token[data-key="where:Lisbon"] button').click()
            wait(driver, lambda d: status_total(d) == len(expected_ids("Alice")))
            check(tokens(driver) == [("who", "Alice")], f"token removed: {tokens(driver)}")
            wider = all_tile_ids(driver, status_total(driver))
            check(set(wider) == expected_ids("Alice") and len(wider) > len(ids),
                  f"grid widened from {len(ids)} to {len(wider)} photos of Alice")
            driver.execute_script("window.scrollTo(0, 0)")

            # 3. Typing shows the live suggestion; Enter searches.
            field = driver.find_element(By.ID, "search")
            field.clear()
            field.send_keys("Bob in Tokyo")
            wait(driver, lambda d: not d.find_element(By.ID, "suggestion").get_attribute("hidden")
                 and len(d.find_elements(By.CSS_SELECTOR, "#suggestion .chip")) == 2)
            chips = [c.text.replace("\n", " ").lower() for c in driver.find_elements(By.CSS_SELECTOR, "#suggestion .chip")]
            check(chips == ["who bob", "where tokyo"], f"live suggestion while typing: {chips}")
            driver.save_screenshot(os.path.join(shots, "picker-suggestion.png"))
            field.send_keys(Keys.ENTER)
            wait(driver, lambda d: tokens(d) == [("who", "Bob"), ("where", "Tokyo")])
            wait(driver, lambda d: status_total(d) == len(expected_ids("Bob", "Tokyo")))
            bob = all_tile_ids(driver, status_total(driver))
            check(set(bob) == expected_ids("Bob", "Tokyo"), f"Enter searched: {len(bob)} photos of Bob in Tokyo")
            driver.execute_script("window.scrollTo(0, 0)")

            # 4. Select four: the limit (3) stops the fourth; ordered badges 1, 2, 3.
            tiles = driver.find_elements(By.CSS_SELECTOR, ".tile")
            tiles[2].click()
            tiles[0].click()
            tiles[0].send_keys(Keys.ARROW_RIGHT)       # keyboard: move focus to the second tile
            driver.switch_to.active_element.send_keys(Keys.SPACE)
            tiles[3].click()                          # over the limit: refused
            chosen = [tiles[2].get_attribute("data-id"), tiles[0].get_attribute("data-id"),
                      tiles[1].get_attribute("data-id")]
            selected = driver.execute_script(
                "return Array.from(document.querySelectorAll('.tile[aria-selected=true]'))"
                ".map(t => [t.dataset.id, t.querySelector('.badge').textContent])")
            check(sorted(selected, key=lambda s: s[1]) == [[chosen[0], "1"], [chosen[1], "2"], [chosen[2], "3"]],
                  f"selection stops at the limit with order badges: {selected}")
            check(tiles[3].get_attribute("aria-selected") == "false", "fourth selection refused")
            driver.save_screenshot(os.path.join(shots, "picker-selected.png"))

            # 5. Add: the page confirms, the server prints exactly the chosen files, in order,
            # and exits 0.
            driver.find_element(By.ID, "add").click()
            wait(driver, lambda d: d.find_element(By.ID, "finished").is_displayed())
            confirmation = driver.find_element(By.ID, "finished").text
            check(confirmation.startswith("Added 3 items"), f"page confirms Add: {confirmation!r}")
            code, out, err = picker.finish()
            printed = out.strip().splitlines()
            want_paths = [os.path.join(library, "IMG_%s.jpg" % i.split("-")[1]) for i in chosen]
            check(code == 0 and printed == want_paths, f"Add printed exactly the chosen files (exit {code}): {printed}")
        finally:
            picker.stop()

        # 6. Cancel: exit 1, nothing printed.
        picker = Picker(server, ["--dir", library, "--thumbs", os.path.join(work, "thumbs"), "--count", str(COUNT), "Chen"])
        try:
            driver.get(picker.url)
            elapsed = first_paint_ms(driver, picker)
            print(f"time from start to first thumbnail painted (fixture, warm thumbnail cache): {elapsed:.0f} ms")
            driver.find_element(By.ID, "cancel").click()
            code, out, _ = picker.finish()
            check(code == 1 and out.strip() == "", f"Cancel exits 1 and prints nothing (exit {code})")
        finally:
            picker.stop()
    finally:
        driver.quit()

    # 7. Phone-sized viewport: screenshot and JSON output.
    phone = make_driver(390, 844)
    try:
        picker = Picker(server, ["--dir", library, "--thumbs", os.path.join(work, "thumbs"), "--count", str(COUNT),
                                 "--json", "--limit", "2", "Dana"])
        try:
            phone.get(picker.url)
            first_paint_ms(phone, picker)
            wait(phone, lambda d: status_total(d) is not None)
            tile = phone.find_elements(By.CSS_SELECTOR, ".tile")[0]
            width = tile.size["width"]
            check(60 <= width <= 140, f"phone viewport: tiles {width}px wide")
            tile.click()
            phone.save_screenshot(os.path.join(shots, "picker-phone.png"))
            phone.find_element(By.ID, "add").click()
            code, out, _ = picker.finish()
            results = json.loads(out) if code == 0 else []
            check(len(results) == 1 and results[0]["assetIdentifier"] == tile.get_attribute("data-id"),
                  f"--json prints PickerResult JSON: {out[:120]!r}")
        finally:
            picker.stop()

        # 8. A library of 100,000 items (reusing the generated files): paged results, lazy
        # thumbnails, search over all of them.
        big = 100_000
        picker = Picker(server, ["--dir", library, "--thumbs", os.path.join(work, "thumbs"),
                                 "--count", str(COUNT), "--synthetic", str(big)])
        try:
            phone.set_window_size(1280, 900)
            phone.get(picker.url)
            elapsed = first_paint_ms(phone, picker)
            wait(phone, lambda d: status_total(d) is not None)
            from_navigation = phone.execute_script("return window.__picker.firstThumbAt - performance.timeOrigin")
            print(f"time from start to first thumbnail painted (100,000 items): {elapsed:.0f} ms "
                  f"(of which opening the page to first thumbnail: {from_navigation:.0f} ms; "
                  f"the rest is the fixture building its 100,000 items)")
            check(status_total(phone) == big, f"status counts {status_total(phone)} of {big} items")
            first_page = len(phone.find_elements(By.CSS_SELECTOR, ".tile"))
            for _ in range(4):
                phone.execute_script("window.scrollTo(0, document.body.scrollHeight)")
                time.sleep(0.4)
            counts = phone.execute_script(
                "return [document.querySelectorAll('.tile').length,"
                " document.querySelectorAll('.tile img[src]').length]")
            check(first_page < 200 and counts[0] > first_page and counts[0] < big,
                  f"results arrive in pages: {first_page} tiles, then {counts[0]} after scrolling")
            check(counts[1] < counts[0], f"thumbnails load lazily: {counts[1]} of {counts[0]} requested")
            field = phone.find_element(By.ID, "search")
            field.send_keys("Alice Lisbon", Keys.ENTER)
            want = sum(1 for i in range(big) if "Alice" in fixture_people(i) and PLACES[(i // 2) % 4] == "Lisbon")
            wait(phone, lambda d: status_total(d) == want)
            check(True, f"search over 100,000 items: {want} photos of Alice in Lisbon")
            phone.find_element(By.ID, "cancel").click()
            picker.finish()
        finally:
            picker.stop()

        # 9. Timing on a real folder (the shared corpus): median of 3 runs with a cold thumbnail
        # cache, against the median of 3 warm runs (the same cache reused) as the baseline.
        if corpus and os.path.isdir(corpus):
            phone.set_window_size(1280, 900)
            figures = {"cold": [], "warm": []}
            for run in range(3):
                for mode in ("cold", "warm"):
                    thumbs = os.path.join(work, f"corpus-thumbs-{run}")  # cold creates it, warm reuses it
                    picker = Picker(server, ["--scan", corpus, "--thumbs", thumbs])
                    try:
                        phone.get(picker.url)
                        figures[mode].append(first_paint_ms(phone, picker))
                        if run == 0 and mode == "cold":
                            phone.save_screenshot(os.path.join(shots, "picker-corpus.png"))
                        phone.find_element(By.ID, "cancel").click()
                        picker.finish()
                    finally:
                        picker.stop()
            cold, warm = sorted(figures["cold"])[1], sorted(figures["warm"])[1]
            print(f"time from start to first thumbnail painted ({corpus}): median cold cache {cold:.0f} ms, "
                  f"median warm cache {warm:.0f} ms, ratio cold/warm {cold / warm:.2f} "
                  f"(runs: cold {[round(x) for x in figures['cold']]}, warm {[round(x) for x in figures['warm']]})")
        elif corpus:
            print(f"SKIP corpus timing: {corpus} is absent")
    finally:
        phone.quit()

    print(f"screenshots: {shots}")
    if failures:
        print(f"{len(failures)} browser check(s) failed")
        return 1
    print("all browser checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
