#!/usr/bin/env python3
"""Browser test of text in photos (issue 13) in headless Chromium.

Rendered fixtures (`text-fixtures`: the photographed Tesco receipt, a 24 MP photo, and a photo
without text) are indexed and read by `photosearch text`; `photosearch pick "receipt"` opens the
picker already searched: it shows the receipt alone, and its viewer highlights the matched words
(TOTAL, SUBTOTAL, …) with boxes lying on the photo, the words listed under it.

Usage: test_text.py PHOTOSEARCH_BINARY TEXT_FIXTURES_BINARY
Exit 0 and a SKIP line when Chromium, chromedriver, Selenium or Tesseract's English model is
missing.
"""
import json
import os
import subprocess
import sys
import tempfile

from browser_support import *  # noqa: F401,F403  (Selenium, check, make_driver, wait, ...)
from test_app import Command, wait_images_loaded


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/photosearch"
    fixtures = sys.argv[2] if len(sys.argv) > 2 else ".build/debug/text-fixtures"
    tessdata = os.environ.get("TESSDATA_PREFIX", "/usr/share/tesseract-ocr/5/tessdata")
    if not os.path.isfile(os.path.join(tessdata, "eng.traineddata")):
        print("SKIP test_text.py: tesseract-ocr-eng is not installed")
        return 0
    work = tempfile.mkdtemp(prefix="text-browser-")
    env = dict(os.environ)
    env.update({"XDG_DATA_HOME": os.path.join(work, "data"), "XDG_CACHE_HOME": os.path.join(work, "cache")})
    env.pop("DISPLAY", None)
    photos = os.path.join(work, "photos")
    for only in ("document", "plain"):
        subprocess.run([fixtures, photos, "--only", only, "--limit", "1"], check=True)
    library = os.path.join(work, "library.sqlite")
    for args in (["index", photos], ["text"]):
        done = subprocess.run([binary, *args, "--library", library], env=env, capture_output=True, text=True)
        if done.returncode != 0:
            check(False, f"{args[0]} failed: {done.stderr}")
            return 1
    found = json.loads(subprocess.run([binary, "search", "receipt", "--library", library, "--json"],
                                      env=env, capture_output=True, text=True).stdout)
    what = found["understood"]["what"]
    check(what and "text" in what[0].get("matched_by", []), f"search: understood says text: {what}")
    check([r["path"] for r in found["results"]] == ["IMG_4100.jpg"], f"search: receipt finds {found['results']}")

    pick = Command([binary, "pick", "receipt", "--library", library, "--no-open"], env, r"Open (http://\S+)")
    driver = make_driver(1200, 900)
    try:
        driver.get(pick.url)
        wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".tile"))
        tiles = driver.find_elements(By.CSS_SELECTOR, ".tile")
        check(len(tiles) == 1, f"picker: 'receipt' shows {len(tiles)} photo(s)")
        wait_images_loaded(driver, ".tile img")
        tiles[0].click()                       # selects and focuses it
        tiles[0].click()                       # and deselects it again
        driver.switch_to.active_element.send_keys(Keys.ENTER)
        wait(driver, lambda d: d.find_element(By.ID, "viewer").is_displayed())
        wait(driver, lambda d: d.execute_script(
            "const i = document.querySelector('#viewer img'); return i.complete && i.naturalWidth > 0"))
        marks = wait(driver, lambda d: d.execute_script(
            "const img = document.querySelector('#viewer .viewer-image').getBoundingClientRect();"
            "const marks = Array.from(document.querySelectorAll('#viewer .text-mark'));"
            "return marks.length ? marks.map(m => { const r = m.getBoundingClientRect();"
            "  return {word: m.title, inside: r.width > 2 && r.height > 2 && r.left >= img.left - 1 &&"
            "    r.right <= img.right + 1 && r.top >= img.top - 1 && r.bottom <= img.bottom + 1,"
            "    x: (r.left - img.left) / img.width, y: (r.top - img.top) / img.height}; }) : null"))
        words = [m["word"] for m in marks]
        check(any(w.upper().startswith("TOTAL") for w in words), f"viewer: a box over TOTAL among {words}")
        check(all(m["inside"] for m in marks), f"viewer: every box lies on the photo: {marks}")
        # The viewer shows the whole photo (3:2), and each box where the search says the word is.
        shape = driver.execute_script(
            "const r = document.querySelector('#viewer .viewer-image').getBoundingClientRect(); return r.width / r.height")
        check(abs(shape - 1.5) < 0.02, f"viewer: the whole 6000 x 4000 photo is shown (aspect {shape:.3f})")
        boxes = {t["word"]: t["box"] for t in found["results"][0]["text"]}
        check(all(abs(m["x"] - boxes[m["word"]][0]) < 0.01 and abs(m["y"] - boxes[m["word"]][1]) < 0.01
                  for m in marks), f"viewer: each box where its word was read: {marks} vs {boxes}")
        listed = driver.find_element(By.CSS_SELECTOR, "#viewer .viewer-text").text
        check("TOTAL" in listed.upper(), f"viewer: the matched words are listed: {listed!r}")
        driver.save_screenshot(os.path.join(work, "viewer-text.png"))
        print(f"screenshot: {os.path.join(work, 'viewer-text.png')}")
        driver.switch_to.active_element.send_keys(Keys.ESCAPE)
        wait(driver, lambda d: not d.find_element(By.ID, "viewer").is_displayed())
    finally:
        driver.quit()
        pick.stop()
    if failures:
        print(f"{len(failures)} text browser check(s) failed")
        return 1
    print("all text browser checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
