"""Writes the prebuilt hash index (`*.idx`) that PhotoPlaces' FoldedKeyTable loads without
rebuilding: an open-addressing table (FNV-1a 64, linear probing, load <= 0.5) over byte ranges of
the companion `.tsv` file. The Swift loader checks the magic and the `.tsv` size and rebuilds the
table itself when they do not match, so the `.idx` is only a start-up shortcut.

Layout (little-endian): b"PKT1", u32 tsv_size, u32 slot_count, u32 entry_count,
i32 slots[slot_count], i32 key_starts[n], i32 values[n], u16 key_lengths[n] (padded to 4 bytes),
u8 flags[n] (padded to 4 bytes). Flags: 1 = full key, 2 = first words of a longer key, others are
the file's own (e.g. 4 = common English word).
"""

import struct
import unicodedata

IS_KEY = 1
IS_PREFIX = 2
MASK64 = (1 << 64) - 1


def fold(text):
    """Lowercase, accents removed, typographic apostrophes/dashes plain (as Tokenizer.fold)."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = text.replace("\u2019", "'").replace("\u2018", "'")
    for dash in "\u2013\u2014\u2010\u2011":
        text = text.replace(dash, "-")
    return text.lower()


def fnv(data):
    """FNV-1a 64 with a final xor-shift, as FoldedKeyTable.hash."""
    h = 0xCBF29CE484222325
    for byte in data:
        h = ((h ^ byte) * 0x100000001B3) & MASK64
    return h ^ (h >> 29)


class KeyTable:
    """Entries over byte ranges of one file, in insertion order (as the Swift builder would)."""

    def __init__(self, data):
        self.data = data
        self.starts, self.lengths, self.values, self.flags = [], [], [], []
        self.by_key = {}

    def insert(self, start, length, value, flags):
        if length <= 0 or length > 0xFFFF:
            return -1
        key = bytes(self.data[start:start + length])
        entry = self.by_key.get(key)
        if entry is not None:
            if flags & IS_KEY and not self.flags[entry] & IS_KEY:
                self.values[entry] = value
            self.flags[entry] |= flags
            return entry
        entry = len(self.values)
        self.by_key[key] = entry
        self.starts.append(start)
        self.lengths.append(length)
        self.values.append(value)
        self.flags.append(flags)
        return entry

    def insert_with_prefixes(self, start, length, value, flags=0):
        for i in range(start, start + length):
            b = self.data[i]
            if b == 0x20 or (b == 0x27 and i > start):
                self.insert(start, i - start, -1, IS_PREFIX)
        return self.insert(start, length, value, IS_KEY | flags)

    def write(self, path):
        n = len(self.values)
        size = 16
        while size < n * 2:
            size <<= 1
        slots = [-1] * size
        mask = size - 1
        for entry in range(n):
            key = self.data[self.starts[entry]:self.starts[entry] + self.lengths[entry]]
            slot = fnv(key) & mask
            while slots[slot] >= 0:
                slot = (slot + 1) & mask
            slots[slot] = entry

        def pad(b):
            return b + b"\0" * (-len(b) % 4)

        with open(path, "wb") as f:
            f.write(b"PKT1" + struct.pack("<III", len(self.data), size, n))
            f.write(struct.pack(f"<{size}i", *slots))
            f.write(struct.pack(f"<{n}i", *self.starts))
            f.write(struct.pack(f"<{n}i", *self.values))
            f.write(pad(struct.pack(f"<{n}H", *self.lengths)))
            f.write(pad(bytes(self.flags)))


def tsv_fields(data):
    """Yields (line_start, [(field_start, field_end)...]) for every non-comment line of `data`."""
    pos = 0
    end = len(data)
    while pos < end:
        nl = data.find(b"\n", pos)
        if nl < 0:
            nl = end
        if nl > pos and data[pos] != 0x23:
            fields = []
            start = pos
            while True:
                tab = data.find(b"\t", start, nl)
                if tab < 0:
                    fields.append((start, nl))
                    break
                fields.append((start, tab))
                start = tab + 1
            yield pos, fields
        pos = nl + 1


def write_place_names_index(tsv_path, idx_path):
    """place_names.tsv: key -> byte offset of its ranked-rows field; flag 4 = common word."""
    with open(tsv_path, "rb") as f:
        data = f.read()
    table = KeyTable(data)
    for _, fields in tsv_fields(data):
        if len(fields) < 3 or fields[0][1] == fields[0][0]:
            continue
        common = 4 if fields[1][1] > fields[1][0] else 0
        table.insert_with_prefixes(fields[0][0], fields[0][1] - fields[0][0], fields[2][0], common)
    table.write(idx_path)
    return len(table.values)


# given_names.tsv's countries, one bit each from 0x10000 (as GivenNameIndex.countryBits).
COUNTRY_BITS = {c: 0x10000 << i for i, c in enumerate(
    ["US", "GB", "AU", "NZ", "CA", "IE", "IN", "ZA", "SG", "PH"])}


def write_given_names_index(tsv_path, idx_path):
    """given_names.tsv: name -> commonness (low 10 bits) | 0x8000 word | 0x4000 female | 0x2000 male
    | 0x1000 family name | 0x0800 only a family name | a bit per country from 0x10000."""
    with open(tsv_path, "rb") as f:
        data = f.read()
    table = KeyTable(data)
    for _, fields in tsv_fields(data):
        if len(fields) < 2 or fields[0][1] == fields[0][0]:
            continue
        packed = max(0, min(1000, int(data[fields[1][0]:fields[1][1]] or b"0")))
        if len(fields) >= 3:
            flags = data[fields[2][0]:fields[2][1]]
            if b"w" in flags:
                packed |= 0x8000
            if b"f" in flags:
                packed |= 0x4000
            if b"m" in flags:
                packed |= 0x2000
            if b"s" in flags:
                packed |= 0x1000
            if b"o" in flags:
                packed |= 0x1000 | 0x0800
        if len(fields) >= 4:
            codes = data[fields[3][0]:fields[3][1]].decode()
            for i in range(0, len(codes) - 1, 2):
                if codes[i:i + 2] in COUNTRY_BITS:
                    packed |= COUNTRY_BITS[codes[i:i + 2]]
        table.insert(fields[0][0], fields[0][1] - fields[0][0], packed, IS_KEY)
    table.write(idx_path)
    return len(table.values)


def write_subjects_index(tsv_path, idx_path):
    """subjects.tsv: every term (synonyms, then the id) -> concept number (line order)."""
    with open(tsv_path, "rb") as f:
        data = f.read()
    table = KeyTable(data)
    concept = 0
    for _, fields in tsv_fields(data):
        if len(fields) < 2 or fields[0][1] == fields[0][0]:
            continue
        if len(fields) >= 3:
            start, end = fields[2]
            part = start
            for i in range(start, end + 1):
                if i == end or data[i] == 0x7C:
                    if i > part:
                        table.insert_with_prefixes(part, i - part, concept)
                    part = i + 1
        table.insert_with_prefixes(fields[0][0], fields[0][1] - fields[0][0], concept)
        concept += 1
    table.write(idx_path)
    return len(table.values)


def write_word_senses_index(tsv_path, idx_path):
    """word_senses.tsv: form -> the byte of its class letter (N, X, G, V, A, S, B)."""
    with open(tsv_path, "rb") as f:
        data = f.read()
    table = KeyTable(data)
    for _, fields in tsv_fields(data):
        if len(fields) < 2 or fields[0][1] == fields[0][0] or fields[1][1] == fields[1][0]:
            continue
        table.insert(fields[0][0], fields[0][1] - fields[0][0], data[fields[1][0]], IS_KEY)
    table.write(idx_path)
    return len(table.values)
