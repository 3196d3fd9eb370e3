#!/usr/bin/env python3
"""Convert chrono's English jest tests (wanasit/chrono, MIT, test/en/*.test.ts) into the time eval format
described in /work/shared/eval/time/README.md.

usage: python3 chrono_convert.py [--src chrono-src] [--out chrono-en.jsonl] [--dropped chrono-en.dropped.jsonl]

Reads the raw .ts files saved under --src; only testSingleCase / testWithExpectedDate / testUnexpectedResult
calls are converted (chrono.parse(...) blocks in the timezone tests are ignored).
"""
import argparse
import calendar
import datetime as dt
import json
import os
import re
import sys

from dateutil import parser as duparser

ASSUMED_REF = "2012-08-10T00:00:00"
FILES = [
    "en_casual.test.ts", "en_month.test.ts", "en_slash.test.ts", "en_relative.test.ts",
    "en_time_units_ago.test.ts", "en_time_units_later.test.ts", "en_weekday.test.ts",
    "en_month_name_little_endian.test.ts", "en_month_name_middle_endian.test.ts", "en_year.test.ts",
    "negative_cases.test.ts",
]

# (file, input) -> reason: cases whose expected value we judged ambiguous or out of scope.
MANUAL_DROPS = {
    ("en_casual.test.ts", "The Deadline is Tomorrow#ref=2012-08-10T01:00:00"):
        "chrono's late-night heuristic: 'tomorrow' said at 1 AM resolves to the same calendar day; ambiguous",
    ("en_relative.test.ts", "next quarter"): "quarter: chrono gives reference + 3 months as a point, no quarter interval",
    ("en_relative.test.ts", "next qtr"): "quarter: chrono gives reference + 3 months as a point, no quarter interval",
    ("en_relative.test.ts", "next two quarter"): "quarter: chrono gives reference + 6 months as a point",
    ("en_relative.test.ts", "after this year"): "ambiguous: chrono reads 'after this year' as reference + 1 year (a point)",
    ("en_relative.test.ts", "Connect back after this year"): "ambiguous: chrono reads 'after this year' as reference + 1 year (a point)",
}
# strict-mode negatives that casual English reads as time expressions
STRICT_ONLY_NEG = "strict-mode-only negative: chrono's casual parser (and casual English) reads it as a time expression"

MONTHS = r"(?<![a-z])(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(uary|ruary|ch|il|e|y|ust|t|tember|ober|ember)?\.?(?![a-z])"
WEEKDAYS = r"(?<![a-z])(mon|tue|tues|wed|thu|thurs|fri|sat|sun)(day|nesday|rsday|urday|sday)?\.?(?![a-z])"
ORDINAL_WORDS = r"\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|" \
                r"fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|" \
                r"twenty-\w+|thirty-\w+)\b"


# ---------------------------------------------------------------- JS snippet parsing
def find_calls(src, names):
    """Yield (name, start_index, args_text) for each top-level call name(...)."""
    pat = re.compile(r"\b(" + "|".join(names) + r")\(")
    for m in pat.finditer(src):
        i = m.end()
        depth, j, s = 1, i, None
        while j < len(src) and depth:
            c = src[j]
            if s:
                if c == "\\":
                    j += 2
                    continue
                if c == s:
                    s = None
            elif c in "\"'`":
                s = c
            elif c in "([{":
                depth += 1
            elif c in ")]}":
                depth -= 1
            j += 1
        yield m.group(1), m.start(), src[i:j - 1]


def split_args(a):
    a = re.sub(r"/\*.*?\*/", "", a, flags=re.S)
    out, depth, s, cur, j = [], 0, None, "", 0
    while j < len(a):
        c = a[j]
        if s:
            cur += c
            if c == "\\":
                cur += a[j + 1]
                j += 2
                continue
            if c == s:
                s = None
        elif c in "\"'`":
            s = c
            cur += c
        elif c in "([{":
            depth += 1
            cur += c
        elif c in ")]}":
            depth -= 1
            cur += c
        elif c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += c
        j += 1
    if cur.strip():
        out.append(cur.strip())
    return out


def js_string(s):
    s = s.strip()
    if len(s) >= 2 and s[0] == s[-1] and s[0] in "\"'":
        return json.loads('"' + s[1:-1].replace('\\"', '"').replace('"', '\\"') + '"')
    return None


def eval_num(e):
    e = e.strip()
    if not re.fullmatch(r"[-+*/0-9 ().]+", e):
        raise ValueError(e)
    return int(eval(e))  # arithmetic only (checked above)


class Unsupported(Exception):
    pass


def parse_new_date(expr, consts):
    """JS `new Date(...)` -> naive datetime (months 0-based). Raises Unsupported for zoned/odd ones."""
    expr = expr.strip()
    if re.fullmatch(r"[A-Za-z_]\w*", expr):
        if expr not in consts:
            raise Unsupported("unknown identifier " + expr)
        return parse_new_date(consts[expr], consts)
    m = re.fullmatch(r"new Date\((.*)\)", expr, re.S)
    if not m:
        raise Unsupported("not a Date: " + expr)
    args = split_args(m.group(1))
    if len(args) == 1 and js_string(args[0]) is not None:
        s = js_string(args[0])
        if re.search(r"GMT|UTC|Z$|[+-]\d\d:?\d\d$", s):
            raise Unsupported("zoned date string")
        return duparser.parse(s)
    nums = [eval_num(x) for x in args]
    if nums[0] < 100:
        raise Unsupported("two-digit/ancient JS year")
    nums += [0] * (7 - len(nums))
    y, mo, d, h, mi, sec, ms = nums[:7]
    if nums[1] == 0 and len(args) >= 2:
        pass
    base = dt.datetime(y, 1, 1)
    # JS Date normalises overflowing fields; emulate month/day overflow
    mo_total = mo
    y += mo_total // 12
    mo_total %= 12
    return dt.datetime(y, mo_total + 1, 1) + dt.timedelta(days=d - 1, hours=h, minutes=mi, seconds=sec)


def collect_consts(src):
    """[(pos, name, expr)] for `const|let|var NAME = ...;`"""
    out = []
    for m in re.finditer(r"\b(?:const|let|var)\s+(\w+)\s*=\s*([^;]+);", src):
        out.append((m.start(), m.group(1), m.group(2).strip()))
    return out


def consts_before(all_consts, pos):
    d = {}
    for p, n, e in all_consts:
        if p < pos:
            d[n] = e
    return d


# ---------------------------------------------------------------- interval logic
def month_end(y, m):
    return dt.datetime(y + (m == 12), 1 if m == 12 else m + 1, 1)


def grain_of(text, cert, which_asserted, input_text, year=None, day=None):
    t = text.lower()
    rel = re.search(r"\b(ago|later|earlier|before|after|from now|out)\b|^in\b|\+|-\d", t)
    if re.search(r"\d:\d\d:\d\d|\b(seconds?|secs?)\b|\d\s*(s|sec)\b", t) or \
            (re.search(r"\bnow\b", t) and not re.search(r"from now", t) and "+" not in t):
        return "second"
    if re.search(r"\d:\d\d|(?<![a-z])(minutes?|mins?)\b|\d\s*(m|min)\b", t):
        return "minute"
    if re.search(r"(?<![a-z])(hours?|hrs?)\b|\d\s*(h|hr)\b", t):
        return "minute" if rel else "hour"
    if re.search(r"\d\s*(am|pm|a\.m\.?|p\.m\.?)(?![a-z])|o'? ?clock|\b(morning|afternoon|evening|night|tonight|noon|midnight)\b"
                 r"|\bat \d", t):
        return "hour"
    if re.fullmatch(r"(this|next|last|past)\s*year", t):
        return "year"
    if re.search(r"\bweekend\b", t):
        return "weekend"
    if re.fullmatch(r"(this|next|last|past)\s*week", t):
        return "week"
    if re.fullmatch(r"(this|next|last|past)\s*month", t):
        return "month"
    if cert.get(("start", "day")) is False and not re.search(WEEKDAYS, t) and not rel:
        return "month"
    if re.fullmatch(r"\(?\d{1,2}[/-]\d{4}\)?", t):
        return "month"
    if re.search(MONTHS, t) and not re.search(r"end of|last day|" + ORDINAL_WORDS, t) and not re.search(WEEKDAYS, t) \
            and ("day" not in which_asserted or day == 1):
        rest = re.sub(MONTHS, " ", t)
        rest = re.sub(r"(?<!\d)\d{4}(?!\d)", " ", rest)
        if year is not None:
            rest = re.sub(r"(?<!\d)(" + str(year) + "|" + str(year)[-2:] + r")(?!\d)", " ", rest)
        if not re.search(r"\d", rest):
            return "month"
    return "day"


def point_interval(p, grain):
    if grain == "second":
        s = p.replace(microsecond=0)
        return s, s + dt.timedelta(seconds=1)
    if grain == "minute":
        s = p.replace(second=0, microsecond=0)
        return s, s + dt.timedelta(minutes=1)
    if grain == "hour":
        s = p.replace(minute=0, second=0, microsecond=0)
        return s, s + dt.timedelta(hours=1)
    d = dt.datetime(p.year, p.month, p.day)
    if grain == "day":
        return d, d + dt.timedelta(days=1)
    if grain == "week":  # Monday-start week containing chrono's point
        s = d - dt.timedelta(days=d.weekday())
        return s, s + dt.timedelta(days=7)
    if grain == "weekend":  # Saturday..Monday containing chrono's point (chrono gives one day of it)
        s = d - dt.timedelta(days=(d.weekday() - 5) % 7)
        return s, s + dt.timedelta(days=2)
    if grain == "month":
        s = dt.datetime(p.year, p.month, 1)
        return s, month_end(p.year, p.month)
    if grain == "year":
        return dt.datetime(p.year, 1, 1), dt.datetime(p.year + 1, 1, 1)
    raise ValueError(grain)


def day_iv(s, e):
    ds = s.date()
    de = (e - dt.timedelta(microseconds=1)).date() + dt.timedelta(days=1)
    return ds.isoformat(), de.isoformat()


def fmt(x, timed):
    return x.strftime("%Y-%m-%dT%H:%M:%S") if timed else x.date().isoformat()


# ---------------------------------------------------------------- case extraction
def extract_expectations(body, consts):
    ex = {"get": {}, "cert": {}, "date": {}, "index": None, "text": None, "text_is_input": False, "contain": None,
          "tz": False}
    m = re.search(r"result\.index\)\.toBe\((\d+)\)", body)
    if m:
        ex["index"] = int(m.group(1))
    m = re.search(r"result\.text\)\.toBe\((\"(?:[^\"\\]|\\.)*\"|text)\)", body)
    if m:
        if m.group(1) == "text":
            ex["text_is_input"] = True
        else:
            ex["text"] = js_string(m.group(1))
    m = re.search(r"result\.text\)\.toContain\((\"(?:[^\"\\]|\\.)*\")\)", body)
    if m:
        ex["contain"] = js_string(m.group(1))
    for m in re.finditer(r"result\.(start|end)\.get\(\"(\w+)\"\)\)\.toBe\(([^)]*(?:\([^)]*\))?[^)]*)\)", body):
        side, comp, val = m.groups()
        if comp == "timezoneOffset":
            if re.fullmatch(r"-?\d+", val.strip()):
                ex["tz"] = "timezone offset asserted"
            continue
        if comp in ("meridiem", "millisecond"):
            continue
        try:
            ex["get"][(side, comp)] = eval_num(val)
        except Exception:
            pass
    for m in re.finditer(r"result\.(start|end)\.isCertain\(\"(\w+)\"\)\)\.toBe\((true|false)\)", body):
        ex["cert"][(m.group(1), m.group(2))] = m.group(3) == "true"
    for m in re.finditer(r"expect\(result(\.start|\.end)?\)\.toBeDate\(((?:new Date\([^()]*(?:\([^()]*\)[^()]*)*\))|\w+)\)",
                         body):
        side = (m.group(1) or ".start")[1:]
        try:
            ex["date"][side] = parse_new_date(m.group(2), consts)
        except Unsupported as e:
            ex["tz"] = f"expected date not representable ({e})"
    if "GMT" in body or re.search(r"toStrictEqual\(\d+\)|Z\"\)", body):
        ex["tz"] = "timezone-dependent expectation (zoned instant)"
    return ex


def build_point(ex, side):
    base = ex["date"].get(side)
    g = {c: v for (s, c), v in ex["get"].items() if s == side}
    if base is None and not g:
        return None, set()
    y = g.get("year", base.year if base else None)
    mo = g.get("month", base.month if base else None)
    d = g.get("day", base.day if base else None)
    h = g.get("hour", base.hour if base else 12)
    mi = g.get("minute", base.minute if base else 0)
    se = g.get("second", base.second if base else 0)
    asserted = set(g) | ({"year", "month", "day", "hour", "minute", "second"} if base else set())
    return (y, mo, d, h, mi, se), asserted


def convert_file(fname, src, out, dropped):
    consts_all = collect_consts(src)
    line_of = lambda pos: src.count("\n", 0, pos) + 1
    for name, pos, argtext in find_calls(src, ["testSingleCase", "testUnexpectedResult", "testWithExpectedDate"]):
        line = line_of(pos)
        consts = consts_before(consts_all, pos)
        args = split_args(argtext)
        parser = args[0]
        inp = js_string(args[1])
        source = f"test/en/{fname}:{line}"
        level = {"chrono.strict": "chrono-strict", "chrono.en.GB": "chrono-en-GB"}.get(parser, "chrono")
        rest = args[2:]
        cb = None
        if name == "testSingleCase":
            cb = rest[-1]
            rest = rest[:-1]
        ref, forward, exp_date = None, False, None
        try:
            if name == "testWithExpectedDate":
                exp_date = parse_new_date(rest[-1], consts)
                rest = rest[:-1]
            for a in rest:
                aa = consts.get(a, a) if re.fullmatch(r"\w+", a) else a
                if "forwardDate" in aa:
                    forward = "true" in aa
                else:
                    ref = parse_new_date(a, consts)
        except Unsupported as e:
            dropped.append({"input": inp, "source": source, "reason": f"reference/expected date not representable ({e})"})
            continue
        ref_iso = ref.strftime("%Y-%m-%dT%H:%M:%S") if ref else None
        base = {"input": inp, "reference": ref_iso or ASSUMED_REF, "source": source, "level": level}
        if ref is None:
            base["reference_assumed"] = True
        key_ref = f"{inp}#ref={ref_iso}"
        reason = MANUAL_DROPS.get((fname, inp)) or MANUAL_DROPS.get((fname, key_ref))
        if reason:
            dropped.append({**base, "reason": reason})
            continue

        if name == "testUnexpectedResult":
            if level == "chrono-strict" and not re.search(r"\b(32|29)\b", inp):
                dropped.append({**base, "expected": [], "reason": STRICT_ONLY_NEG})
                continue
            out.append({**base, "expected": []})
            continue

        if name == "testWithExpectedDate":
            ex = {"get": {}, "cert": {}, "date": {"start": exp_date}, "index": None, "text": None,
                  "text_is_input": True, "contain": None, "tz": False}
        else:
            ex = extract_expectations(cb, consts)
        if ex["tz"]:
            dropped.append({**base, "reason": ex["tz"] if isinstance(ex["tz"], str) else "timezone-dependent expectation"})
            continue
        sp, s_asserted = build_point(ex, "start")
        filled = []
        if sp is not None and ref is not None:
            sp = list(sp)
            for i, (nm, rv) in enumerate((("year", ref.year), ("month", ref.month), ("day", ref.day))):
                if sp[i] is None and not (nm == "day" and "month" in s_asserted and "day" not in s_asserted):
                    sp[i] = rv
                    filled.append(nm)
            sp = tuple(sp)
        if sp is None or sp[0] is None or sp[1] is None:
            dropped.append({**base, "reason": "span-only or weekday-only assertion: the test states no calendar value"})
            continue
        if sp[0] < 1:
            dropped.append({**base, "reason": "year before 1 CE"})
            continue
        # text / offset
        if ex["text"] is not None:
            text = ex["text"]
            assumed_text = False
        elif ex["text_is_input"]:
            text = inp
            assumed_text = False
        elif ex["contain"] is not None:
            text = ex["contain"]
            assumed_text = True
        else:
            text = inp.strip()
            assumed_text = True
        off = ex["index"] if ex["index"] is not None and inp[ex["index"]:].startswith(text) else inp.find(text)
        if off < 0:
            dropped.append({**base, "reason": "matched text not found in input"})
            continue
        if ref is None:
            # keep reference-less cases only when the year is written in the text
            yr = str(sp[0])
            if yr not in text and not re.search(r"(?<!\d)" + yr[-2:] + r"(?!\d)", text):
                dropped.append({**base, "reason": "no reference date in the test and the answer depends on it"})
                continue
        if level == "chrono-en-GB" and not re.search(MONTHS, text.lower()):
            dropped.append({**base, "reason": "en-GB (day-first) locale option on an all-numeric date"})
            continue
        grain = grain_of(text, ex["cert"], s_asserted, inp, year=sp[0], day=sp[2])
        if grain in ("hour", "minute", "second") and "hour" not in s_asserted:
            grain = "day"  # the test states no clock value: keep the day
        y, mo, d, h, mi, se = sp
        if d is None:
            if grain in ("month", "year"):
                d = 1
            else:
                dropped.append({**base, "reason": "no day given for a day-grain expression"})
                continue
        try:
            p_start = dt.datetime(y, mo, d, h or 0, mi or 0, se or 0)
        except ValueError as e:
            dropped.append({**base, "reason": f"invalid date ({e})"})
            continue
        s0, e0 = point_interval(p_start, grain)
        entry = {"text": text, "offset": [off, off + len(text)]}
        ep, _ = build_point(ex, "end")
        timed = grain in ("hour", "minute", "second")
        if ep is not None:
            ey, emo, ed, eh, emi, ese = ep
            if ey is None:
                ey = y
            if emo is None and ed is not None:
                emo = mo
            if ed is None:
                ed = 1 if grain in ("month", "year") else None
            if emo is None or ed is None:
                dropped.append({**base, "reason": "range end not fully stated"})
                continue
            p_end = dt.datetime(ey, emo, ed, eh or 0, emi or 0, ese or 0)
            s1, e1 = point_interval(p_end, grain)
            start, end = s0, e1
            entry["type"] = "datetimerange" if timed else "daterange"
            entry["explicit_range"] = True
            entry["chrono_end"] = p_end.strftime("%Y-%m-%dT%H:%M:%S")
        else:
            start, end = s0, e0
            entry["type"] = ("datetime" if timed else
                             "date" if grain == "day" else "daterange")
        entry["start"] = fmt(start, timed)
        entry["end"] = fmt(end, timed)
        entry["day_start"], entry["day_end"] = day_iv(start, end)
        entry["grain"] = grain if grain != "weekend" else "day"
        entry["chrono_start"] = p_start.strftime("%Y-%m-%dT%H:%M:%S")
        if grain == "week":
            entry["derived"] = "week-monday-start-containing-chrono-point"
            sun = dt.datetime(p_start.year, p_start.month, p_start.day)
            sun -= dt.timedelta(days=(sun.weekday() + 1) % 7)
            alt_s, alt_e = sun, sun + dt.timedelta(days=7)
            if alt_s != start:
                ds, de = day_iv(alt_s, alt_e)
                entry["alternatives"] = [{"start": ds, "end": de, "day_start": ds, "day_end": de,
                                          "note": "Sunday-start week"}]
        if grain == "weekend":
            entry["grain"] = "weekend"
            entry["derived"] = "weekend-sat-sun-containing-chrono-point"
        if re.search(r"\b(before|after)\s+\d", text.lower()):
            entry["mod"] = "before" if "before" in text.lower() else "after"
        if assumed_text:
            entry["text_assumed"] = True
        if filled:
            entry["filled_from_reference"] = filled
        rec = {**base}
        rec["expected"] = [entry]
        if forward or start.date() > (ref or duparser.parse(ASSUMED_REF)).date():
            rec["prefer"] = "future"
        if forward:
            rec["forward_date_option"] = True
        out.append(rec)


def main():
    ap = argparse.ArgumentParser()
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--src", default=os.path.join(here, "chrono-src"))
    ap.add_argument("--out", default=os.path.join(here, "chrono-en.jsonl"))
    ap.add_argument("--dropped", default=os.path.join(here, "chrono-en.dropped.jsonl"))
    a = ap.parse_args()
    out, dropped = [], []
    for f in FILES:
        p = os.path.join(a.src, f)
        if not os.path.exists(p):
            print("missing", p, file=sys.stderr)
            continue
        convert_file(f, open(p, encoding="utf-8").read(), out, dropped)
    # de-duplicate identical input+reference+level (chrono repeats a few)
    seen, final = set(), []
    for r in out:
        k = (r["input"], r["reference"], r["level"], json.dumps(r["expected"], sort_keys=True))
        if k in seen:
            dropped.append({"input": r["input"], "source": r["source"], "reason": "duplicate of an earlier case"})
            continue
        seen.add(k)
        final.append(r)
    with open(a.out, "w", encoding="utf-8") as fo:
        for i, r in enumerate(final):
            r = {"id": f"ch-en-{i:04d}", **r}
            fo.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(a.dropped, "w", encoding="utf-8") as fo:
        for r in dropped:
            fo.write(json.dumps(r, ensure_ascii=False) + "\n")
    neg = sum(1 for r in final if not r["expected"])
    print(f"kept {len(final)} ({len(final) - neg} with intervals, {neg} negatives); dropped {len(dropped)}")


if __name__ == "__main__":
    main()
