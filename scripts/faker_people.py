"""Family names and per-country name lists from Faker's person providers (PyPI Faker 40.63.0,
MIT licence, Copyright (c) 2012 Daniele Faraglia).

Faker is read from an installed `faker` package when there is one; otherwise the pinned wheel is
fetched once with `pip download` into ~/.cache/photosearchkit/faker and imported from there.
"""

import importlib
import os
import pkgutil
import subprocess
import sys
import zipfile

FAKER_VERSION = "40.63.0"
CACHE = os.path.expanduser("~/.cache/photosearchkit/faker")
# The locales' countries the parser serves (ISO 3166 alpha-2), in the order of their index bits.
COUNTRIES = ["US", "GB", "AU", "NZ", "CA", "IE", "IN", "ZA", "SG", "PH"]


def _import_faker():
    try:
        import faker  # noqa: F401
        return
    except ImportError:
        pass
    unpacked = os.path.join(CACHE, FAKER_VERSION)
    if not os.path.isdir(os.path.join(unpacked, "faker")):
        os.makedirs(CACHE, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                        f"faker=={FAKER_VERSION}", "-d", CACHE], check=True)
        wheel = [f for f in os.listdir(CACHE) if f.startswith(f"faker-{FAKER_VERSION}")][0]
        zipfile.ZipFile(os.path.join(CACHE, wheel)).extractall(unpacked)
    sys.path.insert(0, unpacked)


def country_of(locale):
    """The served country of a Faker locale (`en_NZ` -> `NZ`, `zu_ZA` -> `ZA`), or None."""
    part = locale.split("_")[-1].upper() if "_" in locale else ""
    return part if part in COUNTRIES else None


def family_names():
    """Folded-as-typed family name -> set of Faker locales listing it."""
    _import_faker()
    import faker.providers.person as person
    found = {}
    for module in pkgutil.iter_modules(person.__path__):
        try:
            provider = importlib.import_module(f"faker.providers.person.{module.name}").Provider
        except (ImportError, AttributeError):
            continue
        for attribute in ("last_names", "last_names_male", "last_names_female",
                          "last_names_unisex"):
            names = getattr(provider, attribute, None)
            if names is None:
                continue
            for name in (names.keys() if isinstance(names, dict) else names):
                found.setdefault(name, set()).add(module.name)
    return found
