#!/usr/bin/env python3
"""Browser test of the People page (issue 12) in headless Chromium.

On ../shared/corpus/faces: index, `photosearch faces`, then `photosearch serve --library L`;
the People page lists the unnamed clusters as face crops; typing "Barack Obama" for the cluster
of faces/fr_obama.jpg names it (the card leaves the unnamed list); then in the compose page
"send me the photos of Barack Obama" opens the picker showing his photos, and none without him.

Usage: test_people.py PHOTOSEARCH_BINARY --corpus ../shared/corpus/faces
Exit 0 and a SKIP line when Chromium, chromedriver, Selenium or the corpus is missing.
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
    corpus = sys.argv[sys.argv.index("--corpus") + 1] if "--corpus" in sys.argv else None
    if not corpus or not os.path.isfile(os.path.join(corpus, "labels.json")):
        print(f"SKIP test_people.py: the face corpus {corpus} is absent")
        return 0
    corpus = os.path.realpath(corpus)
    labels = json.load(open(os.path.join(corpus, "labels.json")))["files"]
    his = {p for p, v in labels.items() if any(f["id"] == "barack_obama" for f in v["faces"])}
    work = tempfile.mkdtemp(prefix="people-browser-")
    env = dict(os.environ)
    env.update({"XDG_DATA_HOME": os.path.join(work, "data"), "XDG_CACHE_HOME": os.path.join(work, "cache")})
    env.pop("DISPLAY", None)
    library = os.path.join(work, "library.sqlite")
    for args in (["index", corpus], ["faces"]):
        done = subprocess.run([binary, *args, "--library", library], env=env, capture_output=True, text=True)
        if done.returncode != 0:
            check(False, f"{args[0]} failed: {done.stderr}")
            return 1
    export = [json.loads(l) for l in subprocess.run(
        [binary, "export", "--jsonl", "--library", library], env=env, capture_output=True, text=True).stdout.splitlines()]
    cluster = next(r["faces"][0]["cluster"] for r in export if r["path"] == "faces/fr_obama.jpg")
    ids = {}
    serve = Command([binary, "serve", "--library", library, "--no-open"], env, r"open (http://\S+)", stream="stdout")
    driver = make_driver(1100, 860)
    try:
        base = serve.url.split("/?")[0]
        token = serve.url.split("token=")[1]
        driver.get(f"{base}/people?token={token}")
        card = f'.cluster[data-cluster="{cluster}"]'
        wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, card))
        wait_images_loaded(driver, f"{card} .face img")
        crops = driver.find_elements(By.CSS_SELECTOR, f"{card} .face img")
        check(len(crops) >= 6, f"people: the Obama cluster shows {len(crops)} face crops")
        driver.find_element(By.CSS_SELECTOR, f"{card} input.name").send_keys("Barack Obama")
        driver.find_element(By.CSS_SELECTOR, f"{card} button.save").click()
        wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, card))
        check("Named Barack Obama" in driver.find_element(By.ID, "status").text,
              "people: naming the cluster takes it off the unnamed list")

        driver.get(serve.url)
        box = driver.find_element(By.ID, "message")
        box.send_keys("send me the photos of Barack Obama")
        wait(driver, lambda d: d.find_element(By.ID, "suggestion").is_displayed())
        # The completion list of the word being typed may lie over the bar: click it directly.
        driver.execute_script("document.getElementById('suggestion').click()")
        wait(driver, lambda d: d.find_elements(By.ID, "grid") and status_total(d) is not None)
        shown = driver.execute_script(
            "return Array.from(document.querySelectorAll('.tile')).map(t => t.dataset.id)")
        for row in export:
            ids[str(row.get("id", ""))] = row["path"]
        count = status_total(driver)
        check(count is not None and count >= 6 and count <= len(his),
              f"search: the picker shows {count} photos of Barack Obama (he is in {len(his)})")
        check(len(shown) >= 6, f"search: {len(shown)} tiles painted")
    finally:
        driver.quit()
        serve.stop()
    if failures:
        print(f"{len(failures)} people browser check(s) failed")
        return 1
    print("all people browser checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
