"""What the browser tests share: Selenium and headless Chromium from Debian's packages (the test
exits 0 with a SKIP line when any is missing), a check() that records failures, and readers of
the picker page's state."""
import os
import re
import shutil
import sys

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:
    print(f"SKIP {os.path.basename(sys.argv[0])}: python3-selenium is not installed")
    sys.exit(0)

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
if not CHROMIUM or not DRIVER:
    print(f"SKIP {os.path.basename(sys.argv[0])}: chromium and chromium-driver are not installed")
    sys.exit(0)

failures = []


def check(condition, message):
    """Prints ok/FAIL for one assertion and records a failure."""
    print(("ok   " if condition else "FAIL ") + message)
    if not condition:
        failures.append(message)


def make_driver(width, height):
    """A headless Chromium window of the given size."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 f"--window-size={width},{height}", "--hide-scrollbars"]:
        options.add_argument(flag)
    return webdriver.Chrome(service=Service(DRIVER), options=options)


def wait(driver, predicate, timeout=20):
    """Polls predicate(driver) until it is truthy; returns its value."""
    return WebDriverWait(driver, timeout, poll_frequency=0.05).until(lambda d: predicate(d))


def tokens(driver):
    """The removable tokens as (kind, value), read in one step (the list is re-rendered)."""
    return [tuple(pair) for pair in driver.execute_script(
        "return Array.from(document.querySelectorAll('#tokens .token')).map(t => "
        "[t.querySelector('.kind').textContent.toLowerCase(), t.querySelector('.value').textContent])")]


def status_total(driver):
    """The result count the status line shows."""
    match = re.match(r"([\d,]+) photos?", driver.find_element(By.ID, "status").text)
    return int(match.group(1).replace(",", "")) if match else None


def first_paint_ms(driver, process):
    """Milliseconds from starting `process` (its .started) to the first thumbnail painted."""
    painted = wait(driver, lambda d: d.execute_script("return window.__picker && window.__picker.firstThumbAt"))
    return painted - process.started * 1000
