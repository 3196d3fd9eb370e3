#!/usr/bin/python3
"""Browser tests of completions, the photo viewer and the grid's date headers (issue 13), in
headless Chromium (Debian chromium, chromium-driver, python3-selenium).

Against `picker-fixture-server` (generated images, in-memory data source):
  - typing in the search field shows completions; ArrowDown and Enter put one in; Escape closes
    the list and leaves the text alone;
  - the grid has a month-and-year header wherever the month changes, matching the fixture's dates;
  - Enter on a photo opens it larger with its date, place and people; ArrowRight/ArrowLeft move;
    Space selects; Escape closes and puts the focus back on the photo's tile.
Against `photosearch serve` on a library (../shared/corpus/library-dev with its people.json when
present, else an empty one): the compose box shows completions and Enter puts the chosen one in.

Usage: test_keyboard.py FIXTURE_SERVER PHOTOSEARCH [--corpus FOLDER]
Exit 0 and a SKIP line when Chromium, chromedriver or Selenium is missing.
"""
import datetime
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

os.environ["TZ"] = "UTC"  # the headers are drawn in the browser's zone; the fixture's dates are UTC
from browser_support import *  # noqa: F401,F403,E402  (Selenium, check, make_driver, wait, ...)

PEOPLE = ["Alice", "Bob", "Chen", "Dana"]
PLACES = ["Lisbon", "Paris", "Tokyo", "Oslo"]
COUNT = 120
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]


def fixture_date(i):
    """FixtureLibrary.generate's date for image i (UTC)."""
    return datetime.datetime(2019 + i % 6, 1 + (i * 5) % 12, 1 + i % 28, 8 + i % 12)


def fixture_people(i):
    names = [PEOPLE[i % 4]]
    if i % 3 == 0:
        names.append(PEOPLE[(i + 1) % 4])
    return names


class Process:
    """A server whose URL is read from its output."""

    def __init__(self, args, pattern, stream="stderr", env=None):
        self.process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        text=True, env=env)
        source = self.process.stderr if stream == "stderr" else self.process.stdout
        seen = []
        deadline = time.time() + 600
        while time.time() < deadline:
            line = source.readline()
            if not line:
                break
            seen.append(line)
            match = re.search(pattern, line)
            if match:
                self.url = match.group(1)
                return
        self.stop()
        raise RuntimeError("no URL printed: " + "".join(seen))

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def completions(driver, list_id):
    return driver.execute_script(
        f"const l = document.getElementById('{list_id}');"
        "return l && !l.hidden ? Array.from(l.querySelectorAll('.completion')).map(c => "
        "[c.querySelector('.text').textContent, c.classList.contains('kind-who') ? 'who' : "
        "Array.from(c.classList).find(k => k.startsWith('kind-')).slice(5)]) : []")


def picker_checks(server, work, driver):
    library = os.path.join(work, "library")
    subprocess.run([server, "--dir", library, "--count", str(COUNT), "--generate-only"], check=True)
    picker = Process([server, "--dir", library, "--thumbs", os.path.join(work, "thumbs"),
                      "--count", str(COUNT), "Alice"], r"Open (http://\S+)")
    try:
        driver.get(picker.url)
        wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, ".tile")) > 0)

        # 1. Completions in the search field, from the keyboard.
        field = driver.find_element(By.ID, "search")
        field.clear()
        field.send_keys("pics of Bo")
        wait(driver, lambda d: completions(d, "search-completions"))
        shown = completions(driver, "search-completions")
        check(shown and shown[0] == ["Bob", "who"], f"picker: completions of 'pics of Bo': {shown}")
        field.send_keys(Keys.ARROW_DOWN)
        active = driver.execute_script(
            "const a = document.getElementById('search').getAttribute('aria-activedescendant');"
            "return a && document.getElementById(a).querySelector('.text').textContent")
        check(active == "Bob", f"picker: ArrowDown makes the first completion active: {active!r}")
        field.send_keys(Keys.ENTER)
        value = field.get_attribute("value")
        check(value == "pics of Bob ", f"picker: Enter puts the completion in: {value!r}")
        check(not completions(driver, "search-completions"), "picker: the list closes after Enter")
        check(driver.execute_script("return window.__picker.searches") == 1,
              "picker: Enter on a completion does not search")
        field.send_keys("in To")
        wait(driver, lambda d: completions(d, "search-completions"))
        check(completions(driver, "search-completions")[0] == ["Tokyo", "where"],
              f"picker: a place after 'in': {completions(driver, 'search-completions')}")
        field.send_keys(Keys.ESCAPE)
        check(not completions(driver, "search-completions") and field.get_attribute("value") == "pics of Bob in To",
              "picker: Escape closes the list and keeps the text")
        field.send_keys(Keys.BACK_SPACE, Keys.BACK_SPACE, "Tokyo", Keys.ENTER)
        wait(driver, lambda d: tokens(d) == [("who", "Bob"), ("where", "Tokyo")])
        check(True, "picker: Enter without an active completion searches")

        # 2. Date headers: one per month, in the order of the photos, matching the fixture.
        want_ids = [i for i in range(COUNT) if "Bob" in fixture_people(i) and PLACES[(i // 2) % 4] == "Tokyo"]
        want_ids.sort(key=lambda i: fixture_date(i), reverse=True)
        want_headers = []
        for i in want_ids:
            label = f"{MONTHS[fixture_date(i).month - 1]} {fixture_date(i).year}"
            if not want_headers or want_headers[-1] != label:
                want_headers.append(label)
        wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, ".tile")) == len(want_ids))
        headers = driver.execute_script(
            "return Array.from(document.querySelectorAll('#grid .date-header')).map(h => h.textContent)")
        check(headers == want_headers, f"grid: month headers {headers} (want {want_headers})")
        under = driver.execute_script(
            "let header = null, ok = true;"
            "for (const el of document.getElementById('grid').children) {"
            "  if (el.classList.contains('date-header')) header = el.textContent;"
            "  else if (el.classList.contains('tile')) {"
            "    const d = new Date(el.dataset.date);"
            "    ok = ok && header === d.toLocaleDateString(undefined, {month: 'long', year: 'numeric'});"
            "  }"
            "} return ok")
        check(under, "grid: every photo sits under the header of its month")

        # 3. The viewer from the keyboard.
        tiles = driver.find_elements(By.CSS_SELECTOR, ".tile")
        first, second = tiles[0].get_attribute("data-id"), tiles[1].get_attribute("data-id")
        tiles[0].click()                       # selects the first photo and focuses it
        tiles[0].click()                       # and deselects it again
        driver.switch_to.active_element.send_keys(Keys.ENTER)
        wait(driver, lambda d: d.find_element(By.ID, "viewer").is_displayed())
        index = int(first.split("-")[1])
        info = driver.execute_script(
            "return ['viewer-date','viewer-place','viewer-people'].map(c => "
            "document.querySelector('#viewer .' + c).textContent)")
        check(driver.execute_script("return window.__picker.viewer()") == first,
              "viewer: Enter opens the focused photo")
        check(str(fixture_date(index).year) in info[0] and info[1] == PLACES[(index // 2) % 4]
              and all(p in info[2] for p in fixture_people(index)),
              f"viewer: shows date, place and people: {info}")
        wait(driver, lambda d: d.execute_script(
            "const i = document.querySelector('#viewer img'); return i.complete && i.naturalWidth > 0"))
        driver.save_screenshot(os.path.join(work, "viewer.png"))
        active = driver.switch_to.active_element
        active.send_keys(Keys.ARROW_RIGHT)
        check(driver.execute_script("return window.__picker.viewer()") == second, "viewer: ArrowRight moves on")
        driver.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
        check(driver.execute_script("return window.__picker.viewer()") == first, "viewer: ArrowLeft moves back")
        driver.switch_to.active_element.send_keys(Keys.SPACE)
        check(tiles[0].get_attribute("aria-selected") == "true", "viewer: Space selects the photo shown")
        driver.switch_to.active_element.send_keys(Keys.ESCAPE)
        check(not driver.find_element(By.ID, "viewer").is_displayed(), "viewer: Escape closes it")
        check(driver.switch_to.active_element.get_attribute("data-id") == first,
              "viewer: the focus is back on the photo's tile")
        driver.find_element(By.ID, "cancel").click()
        picker.process.communicate(timeout=20)
    finally:
        picker.stop()


def compose_checks(binary, corpus, work, driver):
    env = dict(os.environ)
    env.update({"XDG_DATA_HOME": os.path.join(work, "data"), "XDG_CACHE_HOME": os.path.join(work, "cache")})
    env.pop("DISPLAY", None)
    library = os.path.join(work, "compose.sqlite")
    with_corpus = bool(corpus) and os.path.isfile(os.path.join(corpus, "people.json"))
    folder = corpus if with_corpus else os.path.join(work, "empty")
    os.makedirs(folder, exist_ok=True)
    subprocess.run([binary, "index", folder, "--library", library], check=True, env=env,
                   stdout=subprocess.DEVNULL)
    if with_corpus:
        people = json.load(open(os.path.join(corpus, "people.json")))
        subprocess.run([binary, "people", "owner", people["owner"], "--library", library], check=True,
                       env=env, stdout=subprocess.DEVNULL)
        for alias, name in people["aliases"].items():
            subprocess.run([binary, "people", "alias", name, "--as", alias, "--library", library],
                           check=True, env=env, stdout=subprocess.DEVNULL)
    else:
        print(f"SKIP compose completion of a person: {corpus} is absent (time words only)")
    serve = Process([binary, "serve", "--library", library, "--no-open"], r"open (http://\S+)",
                    stream="stdout", env=env)
    try:
        driver.get(serve.url)
        box = driver.find_element(By.ID, "message")
        typed, want = ("can you send me the pics of Mo", ["Mom", "who"]) if with_corpus else \
            ("send me the photos from Christm", ["Christmas", "when"])
        box.send_keys(typed)
        wait(driver, lambda d: completions(d, "message-completions"))
        shown = completions(driver, "message-completions")
        check(shown[0] == want, f"compose: completions of {typed!r}: {shown}")
        box.send_keys(Keys.ARROW_DOWN, Keys.ENTER)
        value = box.get_attribute("value")
        check(value == typed[:typed.rindex(" ") + 1] + want[0] + " ",
              f"compose: Enter puts the completion in, not sends: {value!r}")
        check(not driver.find_elements(By.CSS_SELECTOR, ".message.mine"), "compose: nothing was sent")
        driver.save_screenshot(os.path.join(work, "compose-completion.png"))
    finally:
        serve.stop()


def main():
    server = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/picker-fixture-server"
    binary = sys.argv[2] if len(sys.argv) > 2 else ".build/debug/photosearch"
    corpus = sys.argv[sys.argv.index("--corpus") + 1] if "--corpus" in sys.argv else None
    work = tempfile.mkdtemp(prefix="keyboard-browser-")
    driver = make_driver(1280, 900)
    try:
        picker_checks(server, work, driver)
        compose_checks(binary, corpus, work, driver)
    finally:
        driver.quit()
    print(f"screenshots: {work}")
    if failures:
        print(f"{len(failures)} browser check(s) failed")
        return 1
    print("all keyboard browser checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
