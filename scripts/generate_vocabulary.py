#!/usr/bin/env python3
"""Generates the subject vocabulary of PhotoQuery: photo-relevant concepts with synonyms and
broader concepts forming a DAG (puppy -> dog -> pet -> animal).

Sources (see ATTRIBUTION.md and ../shared/data/raw/*/README.md):
  - scripts/subject_taxonomy.py: our own curated upper hierarchy and photo-typical subjects.
  - Open Images V6 boxable hierarchy and class names (CC BY 4.0, Google LLC).
  - COCO 80 (CC BY 4.0), LVIS (CC BY 4.0), Kinetics-400 (CC BY 4.0), Places365 (MIT CSAIL),
    SUN397, Food-101, ImageNet-1k with WordNet 3.0 lemmas (Princeton WordNet license).

Rules:
  - A concept's id is its folded label (lowercase, no accents, hyphens and periods as spaces).
  - Curated concepts keep exactly their curated broader terms. Others take them from the source
    hierarchy (Open Images), from ImageNet's class ranges (151-268 are dogs...), from the source
    kind (Kinetics -> activity, Places/SUN -> scene, Food-101 -> food), and from the head noun
    of a multiword label ("birthday cake" -> cake, "border terrier" -> terrier) when that is a
    concept; whatever is still without a broader term falls back to `object`.
  - Every term (label or synonym, plural forms and activity word forms added) names exactly one
    concept: curated labels first, then curated synonyms, then source labels in source order.
  - Words that are not subjects under the contract are left out: people and kinship (who),
    holidays, seasons and parts of the day (when), media kinds and photo cues, personal places
    (home, work, office, school are where values).

Writes Sources/PhotoQuery/Resources/Data/subjects.tsv: id, label, synonyms (|), broader ids (|),
and its prebuilt hash index subjects.idx (scripts/key_table.py).

Usage: python3 scripts/generate_vocabulary.py   (from the repository root; stdlib only)
"""

import csv
import os
import re
import sys
import unicodedata
from collections import OrderedDict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from subject_taxonomy import TAXONOMY  # noqa: E402
from key_table import fold, write_subjects_index  # noqa: E402
from holiday_words import holds_holiday  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RAW = os.path.join(ROOT, "..", "shared", "data", "raw")
OUT = os.path.join(ROOT, "Sources", "PhotoQuery", "Resources", "Data")

EXCLUDED = set("""
person people persons human humans man men woman women boy boys girl girls child children kid kids
baby babies infant toddler teenager teen adult family friend friends couple bride groom human face
human body human head human hand human eye human hair human arm human leg human foot human ear
human mouth human nose human beard mom mum dad mother father brother sister son daughter
christmas halloween easter thanksgiving diwali hanukkah new year season spring summer autumn
fall winter morning afternoon evening night day week weekend month year today tonight
photo photos photograph picture pictures pic pics image images shot shots snap snaps video videos
clip clips footage movie movies selfie selfies screenshot screenshots panorama panoramas pano
portrait portraits live photo burst bursts screen recording raw time lapse timelapse slo mo album
home work office school entity
can cans date dates march marches may will fall grand grands inside insides might must
""".split()) | {"human face", "human body", "human head", "human hand", "human eye", "human hair",
                "human arm", "human leg", "human foot", "human ear", "human mouth", "human nose",
                "human beard", "live photo", "screen recording", "time lapse", "slo mo",
                "new year", "christmas day", "new year's eve"}

# Head nouns that would give a wrong broader term (a hot dog is no dog).
NOT_HEADS = {"hot dog": None, "teddy bear": "toy", "sea lion": "seal", "sea horse": "marine animal",
             "guinea pig": "pet", "prairie dog": "wild animal", "polar bear": "bear",
             "hot pot": "food", "bow tie": "clothing", "bull terrier": "dog", "fire dog": "object",
             "spring roll": "food", "spring rolls": "food", "jack o lantern": "decoration"}

IRREGULAR_PLURALS = {
    "person": "people", "child": "children", "man": "men", "woman": "women", "mouse": "mice",
    "goose": "geese", "foot": "feet", "tooth": "teeth", "leaf": "leaves", "knife": "knives",
    "wolf": "wolves", "loaf": "loaves", "shelf": "shelves", "calf": "calves", "half": "halves",
    "life": "lives", "wife": "wives", "scarf": "scarves", "cactus": "cacti", "fungus": "fungi",
    "ox": "oxen", "potato": "potatoes", "tomato": "tomatoes", "mango": "mangoes",
    "volcano": "volcanoes", "hero": "heroes", "echo": "echoes", "torpedo": "torpedoes",
    "cherry": "cherries", "thief": "thieves", "elf": "elves", "dwarf": "dwarves",
}
SAME_PLURAL = {"sheep", "deer", "fish", "moose", "bison", "salmon", "trout", "series", "species",
               "aircraft", "squid", "shrimp", "cod", "swine", "sushi", "sashimi", "elk", "reindeer",
               "equipment", "furniture", "clothing", "food", "wildlife", "snow", "rain", "fog",
               "grass", "moss", "bamboo", "luggage", "jewelry", "jewellery", "water", "ice",
               "weather", "nature", "scenery", "art", "lighting", "livestock", "poultry"}

# ImageNet index ranges -> broader concept (ImageNet-1k is ordered by WordNet subtree).
IMAGENET_RANGES = [
    (0, 1, "fish"), (2, 4, "shark"), (5, 6, "fish"), (7, 8, "chicken"), (9, 24, "bird"),
    (25, 29, "amphibian"), (30, 32, "frog"), (33, 37, "turtle"), (38, 48, "lizard"),
    (49, 50, "crocodile"), (51, 51, "dinosaur"), (52, 68, "snake"), (69, 79, "animal"),
    (72, 77, "spider"), (80, 96, "bird"), (97, 98, "duck"), (99, 99, "goose"), (100, 100, "swan"),
    (101, 101, "elephant"), (102, 106, "mammal"), (104, 104, "kangaroo"), (105, 105, "koala"),
    (107, 117, "marine animal"), (118, 126, "crab"), (127, 144, "bird"), (145, 145, "penguin"),
    (146, 146, "bird"), (147, 148, "whale"), (149, 150, "marine animal"), (151, 268, "dog"),
    (269, 271, "wolf"), (272, 276, "wild animal"), (277, 280, "fox"), (281, 285, "cat"),
    (286, 293, "wild animal"), (294, 297, "bear"), (298, 299, "wild animal"), (300, 320, "insect"),
    (321, 326, "butterfly"), (327, 329, "marine animal"), (330, 332, "rabbit"), (333, 338, "mammal"),
    (339, 339, "horse"), (340, 340, "zebra"), (341, 343, "pig"), (344, 344, "hippopotamus"),
    (345, 346, "cow"), (347, 354, "wild animal"), (355, 355, "llama"), (356, 364, "mammal"),
    (365, 384, "monkey"), (385, 386, "elephant"), (387, 388, "wild animal"), (389, 397, "fish"),
]

KINETICS_KEYWORDS = [
    (("ski", "snowboard", "sled", "toboggan", "bobsled", "ice skating", "snowmobil", "snowkit",
      "hockey"), "winter sport"),
    (("surf", "swim", "diving", "snorkel", "kayak", "canoe", "sailing", "water skiing",
      "windsurf", "kitesurf", "jetski", "parasail", "water sliding"), "water sport"),
    (("dancing", "dance", "ballet", "zumba", "tango", "salsa", "breakdanc"), "dancing"),
    (("playing guitar", "playing piano", "playing drums", "playing violin", "playing cello",
      "playing flute", "playing trumpet", "playing saxophone", "playing harp", "playing ukulele",
      "playing accordion", "playing bagpipes", "playing organ", "playing clarinet",
      "playing trombone", "playing xylophone", "playing harmonica", "playing recorder",
      "playing keyboard", "playing bass guitar", "playing didgeridoo", "playing cymbals",
      "strumming guitar", "tapping guitar"), "music"),
    (("basketball", "baseball", "softball", "soccer", "football", "tennis", "badminton",
      "volleyball", "cricket", "golf", "squash", "dodgeball", "kickball", "bowling", "archery",
      "wrestling", "boxing", "high jump", "long jump", "triple jump", "pole vault", "hurdling",
      "javelin", "shot put", "discus", "hammer throw", "gymnastics", "deadlifting",
      "bench pressing", "weight lifting", "clean and jerk"), "sport"),
    (("climbing", "abseiling", "hiking", "camping", "campfire", "fishing", "paragliding",
      "skydiving", "bungee", "riding", "biking", "motorcycling", "parkour", "slacklining"),
     "outdoor activity"),
    (("cooking", "baking", "making a cake", "making pizza", "making sushi", "making a sandwich",
      "making tea", "frying", "scrambling eggs", "flipping pancake", "barbequing", "grinding meat"),
     "cooking"),
    (("eating", "dining", "tasting food"), "eating"),
    (("drinking", "tasting beer"), "drinking"),
]


def key_of(text):
    """The lookup key of a term: folded, parentheses dropped, `_ - . /` as spaces, single spaces."""
    key = fold(text)
    key = re.sub(r"\([^)]*\)", " ", key)
    key = re.sub(r"[-._/]", " ", key)
    key = re.sub(r"\s+", " ", key).strip()
    return key


KEY_OK = re.compile(r"^[a-z0-9' ]+$")


def usable(key):
    return bool(key) and bool(KEY_OK.match(key)) and len(key) >= 2 and len(key.split()) <= 6


def plural(word):
    """English plural of one word."""
    if word in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[word]
    if word in SAME_PLURAL or word.endswith("ing") or word.endswith("ics"):
        return word
    if re.search(r"(s|x|z|ch|sh)$", word):
        return word + "es"
    if re.search(r"[^aeiou]y$", word):
        return word[:-1] + "ies"
    return word + "s"


def singular(word):
    """English singular of one word (best effort; used for head nouns)."""
    for s, p in IRREGULAR_PLURALS.items():
        if word == p:
            return s
    if word in SAME_PLURAL:
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if re.search(r"(sses|xes|zes|ches|shes)$", word):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss") and not word.endswith("us") and len(word) > 3:
        return word[:-1]
    return word


def phrase_plural(key):
    """The plural of a phrase (its last word), or the phrase itself when it already looks plural
    or is a verb form."""
    words = key.split(" ")
    last = words[-1]
    if singular(last) != last or last.endswith("ed") or last.endswith("ing"):
        return key
    words[-1] = plural(last)
    return " ".join(words)


def verb_base(ing_word):
    """`hiking` -> `hike`, `swimming` -> `swim`, `skiing` -> `ski`, `surfing` -> `surf`."""
    stem = ing_word[:-3]
    if len(stem) < 2:
        return None
    if len(stem) >= 3 and stem[-1] == stem[-2] and stem[-1] not in "aeiouslz":
        return stem[:-1]  # swimming, running, sledding, shopping
    if stem.endswith("ll") and len(stem) > 5:
        return stem[:-1]  # snorkelling, travelling
    if len(stem) <= 4 and re.search(r"[^aeiou][aeiou][bcdfgkmnprtvz]$", stem):
        return stem + "e"  # hiking, biking, diving, riding, skating, smiling
    if re.search(r"(c|v|dl|cl|gl|bl|pl|tl|dg|z)$", stem):
        return stem + "e"  # dancing, skydiving, paddling, cycling, juggling, sledging
    return stem


def load_given_names():
    """Folded given name -> commonness 0-1000, from the generated given_names.tsv (if present)."""
    path = os.path.join(OUT, "given_names.tsv")
    names = {}
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                if not line.startswith("#"):
                    fields = line.rstrip("\n").split("\t")
                    names[fields[0]] = int(fields[1])
    return names


# Synonyms from the label sets that are common given names (`mike` for microphone, `jack` for
# jackfruit) are left out: the word far more often names a person. Curated synonyms and labels stay.
GIVEN_NAME_COMMONNESS_LIMIT = 450
GIVEN_NAMES = load_given_names()


LATIN_ENDING = re.compile(r"(us|is|a|um|ii|ae|ensis|ia|es|on|ax|ix|os|as|i|ops|yx|ex)$")


def is_scientific_name(lemma):
    """`Canis rufus`, `Carcharodon carcharias`: a capitalised genus and a Latin-looking epithet."""
    words = lemma.split()
    return (len(words) == 2 and words[0][:1].isupper() and words[1].islower()
            and bool(LATIN_ENDING.search(words[0].lower())) and bool(LATIN_ENDING.search(words[1])))


def split_alternatives(label):
    """`bell or wind chime` -> [bell, wind chime]; `vaulted or arched ceiling` -> [vaulted ceiling,
    arched ceiling] (a lone -ing/-ed word shares the other part's noun); `box / carton` -> both."""
    label = re.sub(r"\s*\([^)]*\)", "", label).strip()
    parts = [p.strip() for p in re.split(r" or | / ", label) if p.strip()]
    if len(parts) < 2:
        return [label]
    last_words = parts[-1].split()
    shared_tail = " ".join(last_words[1:])
    result = []
    for part in parts[:-1]:
        if " " not in part and shared_tail and re.search(r"(ing|ed)$", part):
            result.append(f"{part} {shared_tail}")
        else:
            result.append(part)
    result.append(parts[-1])
    return result


class Vocabulary:
    def __init__(self):
        self.concepts = OrderedDict()  # id -> {label, synonyms(list), broader(list), curated}
        self.owner = {}  # term key -> concept id

    def claim(self, term, cid, curated=False):
        if term in EXCLUDED or not usable(term):
            return False
        if (not curated and term != cid
                and GIVEN_NAMES.get(term, 0) >= GIVEN_NAME_COMMONNESS_LIMIT):
            return False
        if term in self.owner:
            return self.owner[term] == cid
        self.owner[term] = cid
        if term != cid:
            self.concepts[cid]["synonyms"].append(term)
        return True

    def resolve(self, label):
        """The concept a source label names, if any."""
        key = key_of(label)
        return self.owner.get(key) or self.owner.get(" ".join(singular(w) for w in key.split()))

    def add(self, label, broader=(), synonyms=(), curated=False):
        if not curated and (" or " in label or " / " in label):
            alternatives = split_alternatives(label)
            label, synonyms = alternatives[0], list(alternatives[1:]) + list(synonyms)
        key = key_of(label)
        if not usable(key) or key in EXCLUDED:
            return None
        cid = self.owner.get(key)
        if cid is None:
            cid = key
            if cid in self.concepts:
                return cid
            display = label.strip()
            display = re.sub(r"\s*\([^)]*\)", "", display).replace("_", " ").strip()
            if display.isupper():
                display = display.lower()
            if not curated and display[:1].isupper() and not re.search(r"[A-Z]", display[1:]):
                display = display[0].lower() + display[1:]
            self.concepts[cid] = {"label": display, "synonyms": [], "broader": [],
                                  "curated": curated}
            self.owner[cid] = cid
        concept = self.concepts[cid]
        for s in synonyms:
            self.claim(key_of(s), cid, curated)
        if curated:
            concept["curated"] = True
            concept["broader"] = list(dict.fromkeys(concept["broader"] + [key_of(b) for b in broader]))
        elif not concept["curated"]:
            for b in broader:
                bid = self.owner.get(key_of(b), key_of(b))
                if bid != cid and bid not in concept["broader"]:
                    concept["broader"].append(bid)
        return cid


# Broader concepts of the regional words' classes (scripts/tables/regional_words.tsv).
REGIONAL_CLASSES = {
    "food": "food", "dish": "food", "sweet": "food", "drink": "drink", "object": "object",
    "clothing": "clothing", "building": "building", "vehicle": "vehicle", "plant": "plant",
    "animal": "animal", "ritual": "celebration", "ceremony": "celebration", "activity": "activity",
    "dance": "activity", "music": "music", "game": "activity", "sport": "sport", "scene": "scene",
    "family_place": "building", "other": "object",
}


def towns_of_note(population=50000):
    """Folded names of GeoNames towns of at least `population` people (raw cities1000)."""
    names = set()
    with open(os.path.join(RAW, "geonames", "cities1000.tsv"), encoding="utf-8") as f:
        for r in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            if int(r["population"] or 0) >= population:
                names.add(key_of(r["name"]))
    return names


def regional_term_usable(term, senses, main):
    """Whether a regional word may name a subject: not a given name, and not a word WordNet
    knows mostly as a verb, an adjective, an adverb or a person; a variant also not any ordinary
    English word (it would take that word's other senses) nor a phrase holding a holiday."""
    key = key_of(term)
    if not usable(key) or key in EXCLUDED or holds_holiday(key):
        return False
    if " " in key:
        return True
    if GIVEN_NAMES.get(key, 0) >= GIVEN_NAME_COMMONNESS_LIMIT:
        return False
    sense = senses.get(key)
    if sense is None:
        return True
    if not main:
        return False
    return sense.upper() in ("N", "E", "X", "G")


WORDNET = os.environ.get("WORDNET_DIR", "/usr/share/wordnet")
# WordNet 3.0 synsets of dog (dog.n.01) and domestic cat (domestic_cat.n.01), with our concept.
BREED_ROOTS = {"02084071": "dog", "02121808": "cat"}


def wordnet_breeds():
    """(lemma, concept) for every WordNet noun whose most frequent sense is a kind of dog or
    domestic cat (WordNet 3.0, Princeton University, WordNet 3.0 licence)."""
    def lines(name):
        with open(os.path.join(WORDNET, name), encoding="latin-1") as f:
            for line in f:
                if not line.startswith(" "):
                    yield line.rstrip("\n")
    up, written = {}, {}
    for line in lines("data.noun"):
        p = line.split(" ")
        count = int(p[3], 16)
        written[p[0]] = [p[4 + 2 * k] for k in range(count)]
        i = 4 + 2 * count
        parents = set()
        for _ in range(int(p[i])):
            if p[i + 1] in ("@", "@i") and p[i + 3] == "n":
                parents.add(p[i + 2])
            i += 4
        up[p[0]] = parents

    def root_of(offset):
        seen, stack = {offset}, [offset]
        while stack:
            node = stack.pop()
            if node in BREED_ROOTS and node != offset:
                return BREED_ROOTS[node]
            for parent in up.get(node, ()):
                if parent not in seen:
                    seen.add(parent)
                    stack.append(parent)
        return None
    out = []
    for line in lines("index.noun"):
        p = line.split()
        lemma, first = p[0], p[4 + int(p[3]) + 2]
        root = root_of(first)
        if not root:
            continue
        form = next((w for w in written[first] if w.lower() == lemma), lemma)
        if "_" not in form and form[:1].isupper():
            continue
        out.append((lemma.replace("_", " "), root))
    return out


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip()]


def main():
    vision = os.path.join(RAW, "vision-labels")
    openimages = os.path.join(RAW, "openimages")
    if not os.path.isdir(vision):
        sys.exit(f"missing raw data: {vision}")
    v = Vocabulary()

    # 1. Curated taxonomy: labels first (so they own their names), then synonyms and broader.
    curated = []
    for line in TAXONOMY.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        head, _, synonyms = line.partition("=")
        label, _, broader = head.partition(":")
        curated.append((label.strip(), [b.strip() for b in broader.split(",") if b.strip()],
                        [s.strip() for s in synonyms.split(",") if s.strip()]))
    for label, _, _ in curated:
        v.add(label, curated=True)
    for label, broader, synonyms in curated:
        v.add(label, broader, synonyms, curated=True)
    # Ordinal birthdays and anniversaries ("60th birthday", "first anniversary").
    ordinal_words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
                     "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "sixteenth",
                     "eighteenth", "twenty first", "twentieth", "twenty-first", "thirtieth",
                     "fortieth", "fiftieth", "sixtieth", "seventieth", "eightieth", "ninetieth",
                     "hundredth"]
    for n in range(1, 101):
        suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        ordinal_words.append(f"{n}{suffix}")
    for word in ordinal_words:
        v.claim(key_of(f"{word} birthday"), "birthday")
        v.claim(key_of(f"{word} birthday party"), "birthday party")
        v.claim(key_of(f"{word} anniversary"), "anniversary")

    # 2. Open Images boxable hierarchy (subcategory edges).
    with open(os.path.join(openimages, "boxable_hierarchy_edges.tsv"), encoding="utf-8") as f:
        edges = [r for r in csv.DictReader(f, delimiter="\t") if r["relation"] == "subcategory"]
    for r in edges:
        v.add(r["parent_name"])
    for r in edges:
        parent = v.resolve(r["parent_name"])
        v.add(r["child_name"], [parent] if parent else [])
    with open(os.path.join(openimages, "class_descriptions_v6.tsv"), encoding="utf-8") as f:
        oi_rows = list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
    for r in oi_rows:
        if r["boxable"] == "1":
            v.add(r["display_name"])

    # 3. COCO.
    for label in read_lines(os.path.join(vision, "coco80.txt")):
        v.add(label)

    # 4. ImageNet-1k: label, WordNet lemmas as synonyms, broader by class range.
    with open(os.path.join(vision, "imagenet1k.tsv"), encoding="utf-8") as f:
        for r in csv.DictReader(f, delimiter="\t"):
            index = int(r["index"])
            broader = [b for lo, hi, b in IMAGENET_RANGES if lo <= index <= hi][-1:]
            lemmas = [x.strip() for x in r["wordnet_lemmas"].split(",")]
            lemmas = [x for x in lemmas if x and not re.search(r"[A-Z]", x[1:])
                      and not is_scientific_name(x)]
            v.add(r["clip_name"], broader, lemmas)

    # 5. Food-101.
    for label in read_lines(os.path.join(vision, "food101.txt")):
        v.add(label.replace("_", " "), ["food"])

    # 6. Places365 and SUN397 scenes.
    def scene_label(raw):
        raw = raw.strip("/")
        if re.match(r"^[a-z]/", raw):
            raw = raw[2:]
        parts = raw.split("/")
        base = parts[0].replace("_", " ")
        qualifier = parts[1].replace("_", " ") if len(parts) > 1 else ""
        if qualifier and qualifier not in ("indoor", "outdoor", "natural", "public", "exterior",
                                           "interior", "urban", "asia", "shop", "platform",
                                           "water", "ocean deep", "door"):
            base = f"{qualifier} {base}"
        base = re.sub(r"^(\w+) (snowy)$", r"\2 \1", base)
        return base

    for path in ("places365.txt", "sun397.txt"):
        for raw in read_lines(os.path.join(vision, path)):
            v.add(scene_label(raw), ["scene"])

    # 7. Kinetics-400 activities.
    for label in read_lines(os.path.join(vision, "kinetics400.txt")):
        key = key_of(label)
        if v.owner.get(key, key) != key:
            continue  # a synonym of an object concept (`vault`), not a new activity
        broader = [b for words, b in KINETICS_KEYWORDS if any(w in key for w in words)][:1]
        v.add(label, broader or ["activity"])

    # 8. LVIS objects.
    for label in read_lines(os.path.join(vision, "lvis.txt")):
        v.add(label.replace("_", " "))

    # 9. Open Images trainable classes whose head noun is already a concept (multiword only).
    for r in oi_rows:
        if r["trainable"] != "1" or r["boxable"] == "1":
            continue
        key = key_of(r["display_name"])
        words = key.split()
        if not usable(key) or len(words) < 2 or len(words) > 3 or key in v.owner:
            continue
        head = v.owner.get(singular(words[-1]))
        if head and v.concepts[head]["label"] and key not in NOT_HEADS:
            v.add(r["display_name"], [head])

    # 10. Regional words: foods, dress, objects, rituals and activities as people in each locale
    # mix them into English (`ketupat`, `diya`, `braai`, `jeepney`), from the project's own table
    # scripts/tables/regional_words.tsv (CC0). Last, so every other source keeps its own terms; a
    # variant that is an ordinary English word of another sense (`hero` for a hoagie) or a given
    # name is left out, as is a word WordNet knows mostly as a verb, adjective or person.
    senses = {}
    with open(os.path.join(OUT, "word_senses.tsv"), encoding="utf-8") as f:
        for line in f:
            if not line.startswith("#"):
                word, _, sense = line.rstrip("\n").partition("\t")
                senses[word] = sense
    towns = towns_of_note()
    with open(os.path.join(ROOT, "scripts", "tables", "regional_words.tsv"), encoding="utf-8") as f:
        for r in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            broader = REGIONAL_CLASSES[r["class"].strip()]
            word = re.sub(r"^the\s+", "", r["word"].strip(), flags=re.I)
            # A word another source names keeps that concept as it is (`squash`, `afghan`).
            # A town of note keeps its name (`puri sunset` is at Puri; decision 7's spirit).
            if (v.resolve(word) or key_of(word) in towns
                    or not regional_term_usable(word, senses, main=True)):
                continue
            variants = [re.sub(r"^the\s+", "", x.strip(), flags=re.I)
                        for x in (r.get("variants") or "").split("|")]
            variants = [x for x in variants
                        if x and not v.resolve(x) and key_of(x) not in towns
                        and regional_term_usable(x, senses, main=False)]
            v.add(word, [broader], variants)

    # 10b. Breeds of dog and cat from WordNet (`corgi`, `kelpie`, `Labrador retriever`): a lemma
    # whose most frequent noun sense is a kind of dog or domestic cat, so that a pet's name before
    # its breed reads as the pet (`biscuit corgi`). A one-word lemma WordNet writes with a capital
    # is a place or people first (`Newfoundland`, `Maltese`) and is left out.
    for word, broader in wordnet_breeds():
        if not v.resolve(word) and key_of(word) not in towns:
            v.add(word, [broader])

    # 11. Head-noun broader terms, fallbacks, word forms.
    concepts = v.concepts
    if "music" not in concepts:
        v.add("music", ["activity"], ["musician", "band", "playing music"], curated=True)
    for cid, c in list(concepts.items()):
        if c["curated"]:
            continue
        if cid in NOT_HEADS:
            target = NOT_HEADS[cid]
            c["broader"] = [target] if target else ["food"]
            continue
        words = cid.split()
        if len(words) >= 2:
            for n in (2, 1):
                if len(words) > n:
                    head = " ".join(words[-n:-1] + [singular(words[-1])])
                    hid = v.owner.get(head)
                    if hid and hid != cid and hid not in c["broader"]:
                        c["broader"].insert(0, hid)
                        break
    for cid, c in concepts.items():
        c["broader"] = [b for b in c["broader"] if b in concepts and b != cid]
        if not c["broader"] and cid not in ROOTS:
            c["broader"] = ["object"]

    remove_cycles(concepts)

    # Word forms: plurals for every term, verb forms for activities.
    activity_ids = descendants(concepts, "activity")
    for cid, c in list(concepts.items()):
        terms = [cid] + list(c["synonyms"])
        for term in terms:
            v.claim(phrase_plural(term), cid)
            if cid in activity_ids:
                words = term.split()
                if words[0].endswith("ing") and len(words[0]) > 4:
                    base = verb_base(words[0])
                    if base:
                        v.claim(" ".join([base] + words[1:]), cid)
                        v.claim(" ".join([plural(base)] + words[1:]), cid)
                if len(words) == 1 and words[0].endswith("elling"):
                    v.claim(words[0].replace("elling", "eling"), cid)
                if len(words) == 1 and words[0].endswith("eling"):
                    v.claim(words[0].replace("eling", "elling"), cid)

    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, "subjects.tsv")
    with open(path, "w", encoding="utf-8") as f:
        f.write("# generated by scripts/generate_vocabulary.py from Open Images V6 (CC BY 4.0), COCO, "
                "LVIS, Kinetics-400 (CC BY 4.0), Places365, SUN397, Food-101, ImageNet/WordNet 3.0 "
                "and our curated taxonomy; see ATTRIBUTION.md\n")
        for cid, c in concepts.items():
            f.write(f'{cid}\t{c["label"]}\t{"|".join(c["synonyms"])}\t{"|".join(c["broader"])}\n')
    write_subjects_index(path, os.path.join(OUT, "subjects.idx"))
    print(f"subject concepts: {len(concepts)}, terms: {len(v.owner)} -> {path}")


ROOTS = {"animal", "plant", "food", "drink", "object", "scene", "activity", "event"}


def descendants(concepts, root):
    children = {}
    for cid, c in concepts.items():
        for b in c["broader"]:
            children.setdefault(b, []).append(cid)
    seen, stack = {root}, [root]
    while stack:
        for child in children.get(stack.pop(), ()):
            if child not in seen:
                seen.add(child)
                stack.append(child)
    return seen


def remove_cycles(concepts):
    """Drops broader edges that close a cycle (depth-first, keeping earlier edges)."""
    state = {}

    def visit(cid):
        state[cid] = 1
        kept = []
        for b in concepts[cid]["broader"]:
            if state.get(b) == 1:
                continue
            if state.get(b) is None:
                visit(b)
            kept.append(b)
        concepts[cid]["broader"] = kept
        state[cid] = 2

    for cid in list(concepts):
        if cid not in state:
            visit(cid)


if __name__ == "__main__":
    main()
