#!/usr/bin/env python3
"""Writes seed files for the QuickTime fuzz target into FOLDER: a small valid movie (ftyp,
moov with mvhd, a video tkhd, Apple keys/ilst and udta ©xyz) and the two hostile files of
issue 10 (an ftyp of size 0x80000000; a udta of size 1)."""
import struct
import sys


def box(kind, payload):
    return struct.pack(">I", 8 + len(payload)) + kind + payload


def main(folder):
    ftyp = box(b"ftyp", b"qt  " + struct.pack(">I", 0x200) + b"qt  ")
    mvhd = box(b"mvhd", b"\0\0\0\0" + struct.pack(">IIII", 3600000000, 3600000000, 600, 600)
               + b"\0\1\0\0\1\0" + b"\0" * 10 + b"\0" * 36 + b"\0" * 24 + struct.pack(">I", 2))
    tkhd = box(b"tkhd", b"\0\0\0\1" + b"\0" * 72 + struct.pack(">II", 1280 << 16, 720 << 16))
    key = b"com.apple.quicktime.creationdate"
    keys = box(b"keys", b"\0\0\0\0" + struct.pack(">I", 1) + struct.pack(">I", 8 + len(key)) + b"mdta" + key)
    value = b"2024-05-18T08:00:31-0400"
    ilst = box(b"ilst", box(struct.pack(">I", 1), box(b"data", struct.pack(">II", 1, 0) + value)))
    meta = box(b"meta", box(b"hdlr", b"\0" * 8 + b"mdta" + b"\0" * 13) + keys + ilst)
    xyz = b"+38.7223-009.1393/"
    udta = box(b"udta", box(b"\xa9xyz", struct.pack(">HH", len(xyz), 0x15C7) + xyz))
    movie = ftyp + box(b"moov", mvhd + box(b"trak", tkhd) + meta + udta) + box(b"mdat", b"\0" * 16)
    spin = b"\x80\0\0\0ftypqt  \0\0\2\0qt  " + b"\0" * 60
    heap = ftyp + box(b"moov", mvhd + b"\0\0\0\1udta\0\0\0\1\0\0\0\0" + b"\0" * 32)
    for name, data in (("valid.mov", movie), ("spin.mov", spin), ("heap.mov", heap)):
        with open(f"{folder}/{name}", "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main(sys.argv[1])
