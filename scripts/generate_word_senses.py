"""Writes Sources/PhotoQuery/Resources/Data/word_senses.tsv (and its prebuilt index
word_senses.idx): for each English word form WordNet knows, the part of speech it is mostly used
as and, for nouns, whether the thing it names can be seen in a photo.

Source: WordNet 3.0 (Princeton University, WordNet 3.0 licence; Debian package `wordnet-base`,
read from /usr/share/wordnet). Sense frequencies come from WordNet's own `cntlist.rev` (SemCor
tag counts); the lexicographer file of a noun sense (noun.animal, noun.artifact, noun.cognition…)
says what kind of thing it names.

One line a form: `form<TAB>class`, classes:
  N  a noun mostly used for something that can be in a photo (artifact, animal, plant, food,
     object, body, substance, location, phenomenon, event, act, group, shape)
  E  a noun mostly used for an occasion or an act (noun.event, noun.act: `communion`,
     `confirmation`, `regatta`): a capitalised one after `the` or a possessive is the event
  P  a noun mostly used for a person (noun.person: `fella`, `flatmates`, `teacher`): more than
     half its weight, or every sense when SemCor never tagged the word
  X  a noun mostly used for something abstract (cognition, attribute, feeling, relation,
     quantity, time, state, motive, possession, process, communication of ideas)
  G  the -ing form of a verb, an activity (`hiking`, `laughing`)
  V  mostly a verb form (`says`, `allowed`)
  A  mostly an adjective (`cute`, `wide`); S a superlative or comparative form (`cutest`)
  B  mostly an adverb
  v, a, s, b  the same, for a form that WordNet also knows as a noun (`stand`, `call`)
Multi-word lemmas are left out: the language engine asks this table about single words. So are
proper names (lemmas WordNet only writes with a capital, `Paris`, `Reyes`): the engine reads
those as names.
"""

import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from key_table import write_word_senses_index  # noqa: E402

WORDNET = os.environ.get("WORDNET_DIR", "/usr/share/wordnet")
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "PhotoQuery",
                   "Resources", "Data")

# Lexicographer files (see lexnames(5WN)) whose senses name something that can be in a photo.
DEPICTABLE = {
    "noun.act", "noun.animal", "noun.artifact", "noun.body", "noun.event", "noun.food",
    "noun.group", "noun.location", "noun.object", "noun.person", "noun.phenomenon", "noun.plant",
    "noun.shape", "noun.substance", "noun.Tops", "noun.communication",
}
LEXNAMES = [
    "adj.all", "adj.pert", "adv.all", "noun.Tops", "noun.act", "noun.animal", "noun.artifact",
    "noun.attribute", "noun.body", "noun.cognition", "noun.communication", "noun.event",
    "noun.feeling", "noun.food", "noun.group", "noun.location", "noun.motive", "noun.object",
    "noun.person", "noun.phenomenon", "noun.plant", "noun.possession", "noun.process",
    "noun.quantity", "noun.relation", "noun.shape", "noun.state", "noun.substance", "noun.time",
]
POS_OF_TYPE = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}


def read_lines(name):
    with open(os.path.join(WORDNET, name), encoding="latin-1") as f:
        for line in f:
            if not line.startswith(" "):
                yield line.rstrip("\n")


def lemmas(pos):
    """lemma -> list of synset offsets, most frequent sense first."""
    out = {}
    for line in read_lines("index." + pos):
        p = line.split()
        pointer_count = int(p[3])
        rest = p[4 + pointer_count:]
        sense_count = int(rest[0])
        out[p[0]] = rest[2:2 + sense_count]
    return out


def noun_lexfiles():
    """offset -> lexicographer file, and the lemmas only ever written with a capital (proper
    names: `Paris`, `Reyes`), which the table leaves out so that they read as names."""
    out = {}
    capitalised = collections.Counter()
    lowercase = collections.Counter()
    for line in read_lines("data.noun"):
        p = line.split(" ")
        out[p[0]] = LEXNAMES[int(p[1])]
        for i in range(int(p[3], 16)):
            word = p[4 + 2 * i]
            (capitalised if word[:1].isupper() else lowercase)[word.lower()] += 1
    proper = {lemma for lemma in capitalised if lemma not in lowercase}
    return out, proper


def sense_counts():
    """(lemma, pos) -> total tag count; (lemma, lexfile) -> tag count for nouns."""
    by_pos = collections.Counter()
    by_lexfile = collections.Counter()
    for line in read_lines("cntlist.rev"):
        key, _, count = line.split()
        lemma, rest = key.split("%")
        fields = rest.split(":")
        pos = POS_OF_TYPE[fields[0]]
        by_pos[(lemma, pos)] += int(count)
        if pos == "n":
            by_lexfile[(lemma, LEXNAMES[int(fields[1])])] += int(count)
    return by_pos, by_lexfile


def exceptions(pos):
    out = collections.defaultdict(set)
    for line in read_lines(pos + ".exc"):
        p = line.split()
        for base in p[1:]:
            out[p[0]].add(base)
    return out


VOWELS = set("aeiou")


def doubled(word):
    """`drop` -> `dropp` for -ed/-ing/-est when a one-syllable word ends consonant-vowel-consonant."""
    if (len(word) >= 3 and sum(1 for i, c in enumerate(word) if c in VOWELS and (i == 0 or word[i - 1] not in VOWELS)) == 1 and word[-1] not in VOWELS | set("wxy") and word[-2] in VOWELS
            and word[-3] not in VOWELS):
        return word + word[-1]
    return word


def noun_forms(lemma):
    if lemma.endswith(("s", "x", "z", "ch", "sh")):
        return [lemma + "es"]
    if lemma.endswith("y") and len(lemma) > 1 and lemma[-2] not in VOWELS:
        return [lemma[:-1] + "ies"]
    return [lemma + "s"]


def verb_forms(lemma):
    forms = noun_forms(lemma)
    if lemma.endswith("e") and not lemma.endswith("ee"):
        forms += [lemma + "d", lemma[:-1] + "ing"]
    elif lemma.endswith("y") and len(lemma) > 1 and lemma[-2] not in VOWELS:
        forms += [lemma[:-1] + "ied", lemma + "ing"]
    else:
        forms += [lemma + "ed", lemma + "ing", doubled(lemma) + "ed", doubled(lemma) + "ing"]
    return forms


def adjective_forms(lemma):
    if lemma.endswith("e"):
        return [lemma + "r", lemma + "st"]
    if lemma.endswith("y") and len(lemma) > 1 and lemma[-2] not in VOWELS:
        return [lemma[:-1] + "ier", lemma[:-1] + "iest"]
    return [lemma + "er", lemma + "est", doubled(lemma) + "er", doubled(lemma) + "est"]


def main():
    index = {pos: lemmas(pos) for pos in ("noun", "verb", "adj", "adv")}
    lexfile_of, proper = noun_lexfiles()
    for lemma in proper:
        index["noun"].pop(lemma, None)
    by_pos, by_lexfile = sense_counts()

    # form -> {pos: set(lemmas)}; `S` marks adjective comparatives and superlatives.
    forms = collections.defaultdict(lambda: collections.defaultdict(set))
    graded = set()
    for pos, short in (("noun", "n"), ("verb", "v"), ("adj", "a"), ("adv", "r")):
        for lemma in index[pos]:
            if "_" in lemma or "-" in lemma or not lemma.isalpha():
                continue
            forms[lemma][short].add(lemma)
            generated = {"n": noun_forms, "v": verb_forms, "a": adjective_forms}.get(short)
            for form in generated(lemma) if generated else []:
                forms[form][short].add(lemma)
                if short == "a":
                    graded.add(form)
        for form, bases in exceptions(pos).items():
            for base in bases:
                if base in index[pos] and form.isalpha():
                    forms[form][short].add(base)
                    if short == "a":
                        graded.add(form)

    def weight(lemma_set, pos):
        # One tag a lemma the corpus never saw, so an attested use always counts.
        return sum(by_pos[(lemma, pos)] + 1 for lemma in lemma_set)

    rows = []
    for form in sorted(forms):
        pos_lemmas = forms[form]
        weights = {pos: weight(lemma_set, pos) for pos, lemma_set in pos_lemmas.items()}
        noun = weights.get("n", 0)
        other = max([w for pos, w in weights.items() if pos != "n"], default=0)
        if form.endswith("ing") and "v" in pos_lemmas and form not in pos_lemmas.get("v", ()):
            cls = "G"
        elif noun and noun * 2 >= other:
            seen = abstract = person = occasion = 0.0
            tagged = 0
            for lemma in pos_lemmas["n"]:
                offsets = index["noun"].get(lemma, [])
                for rank, offset in enumerate(offsets):
                    lexfile = lexfile_of[offset]
                    # Tag counts by sense, with a small prior for the more frequent senses.
                    tagged += by_lexfile[(lemma, lexfile)]
                    share = by_lexfile[(lemma, lexfile)] / max(1, len(offsets)) + 1.0 / (rank + 1)
                    if lexfile in DEPICTABLE:
                        seen += share
                        if lexfile == "noun.person":
                            person += share
                        if lexfile in ("noun.event", "noun.act"):
                            occasion += share
                    else:
                        abstract += share
            cls = "N" if seen >= abstract else "X"
            # A noun mostly used for a person (`fella`, `grads`, `teacher`): more than half of its
            # weight is in noun.person.
            # With no tagged use to rank the senses, every sense must be a person (`wasp` is
            # first a WASP in WordNet's order, but untagged).
            if cls == "N" and (person * 2 > seen + abstract if tagged else person == seen + abstract):
                cls = "P"
            elif cls == "N" and occasion * 2 > seen + abstract:
                cls = "E"
        else:
            best = max((w, pos) for pos, w in weights.items() if pos != "n")[1]
            cls = {"v": "V", "a": "A", "r": "B"}[best]
            if cls == "A" and form in graded and form not in index["adj"]:
                cls = "S"
            if noun:
                cls = cls.lower()
        rows.append((form, cls))

    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, "word_senses.tsv")
    with open(path, "w", encoding="utf-8") as f:
        f.write("# generated by scripts/generate_word_senses.py from WordNet 3.0 (Princeton "
                "University, WordNet 3.0 licence); see ATTRIBUTION.md\n")
        for form, cls in rows:
            f.write(f"{form}\t{cls}\n")
    count = write_word_senses_index(path, os.path.join(OUT, "word_senses.idx"))
    print(f"word_senses.tsv: {len(rows)} forms, {count} keys", file=sys.stderr)


if __name__ == "__main__":
    main()
