#!/usr/bin/env python3
"""Checker for kin_words.tsv and given_names.tsv. Exit status 1 on any error."""
import collections, os, re, sys
D = os.path.dirname(os.path.abspath(__file__))
CC = {'US', 'GB', 'AU', 'NZ', 'CA', 'IE', 'IN', 'ZA', 'SG', 'PH'}
errors, warnings = [], []

def read(fn, cols):
    lines = open(os.path.join(D, fn), encoding='utf-8').read().split('\n')
    if lines[-1] == '':
        lines.pop()
    if lines[0].split('\t') != cols:
        errors.append(f'{fn}: bad header {lines[0]!r}')
    rows = []
    for i, l in enumerate(lines[1:], 2):
        f = l.split('\t')
        if len(f) != len(cols):
            errors.append(f'{fn}:{i}: {len(f)} fields, expected {len(cols)}')
            continue
        for x in f:
            if x != x.strip() or '  ' in x:
                errors.append(f'{fn}:{i}: stray whitespace in {x!r}')
        rows.append((i, dict(zip(cols, f))))
    return rows

def countries(fn, i, s, star_ok):
    if s == '*' and star_ok:
        return ['*']
    cs = s.split('|')
    bad = [c for c in cs if c not in CC]
    if bad:
        errors.append(f'{fn}:{i}: bad country codes {bad}')
    if len(set(cs)) != len(cs):
        errors.append(f'{fn}:{i}: repeated country code')
    return cs

def listfield(fn, i, name, s):
    if not s:
        return []
    xs = s.split('|')
    if any(not x for x in xs):
        errors.append(f'{fn}:{i}: empty item in {name}')
    if len({x.lower() for x in xs}) != len(xs):
        errors.append(f'{fn}:{i}: repeated item in {name}')
    return xs

# ---- kin_words.tsv
fn = 'kin_words.tsv'
cols = ['country', 'word', 'variants', 'class', 'takes_name', 'plural', 'language', 'gloss']
kin = read(fn, cols)
cnt = collections.Counter()
seen = {}
forms = collections.defaultdict(list)  # form -> [(countries, lineno)]
for i, r in kin:
    for k in ('country', 'word', 'class', 'takes_name', 'language', 'gloss'):
        if not r[k]:
            errors.append(f'{fn}:{i}: empty {k}')
    cs = countries(fn, i, r['country'], True)
    for c in cs:
        cnt[c] += 1
    if r['word'] != r['word'].lower():
        errors.append(f'{fn}:{i}: word not lowercase')
    if r['class'] not in ('kin', 'address', 'group'):
        errors.append(f'{fn}:{i}: bad class {r["class"]}')
    if r['takes_name'] not in ('yes', 'no'):
        errors.append(f'{fn}:{i}: bad takes_name {r["takes_name"]}')
    vs = listfield(fn, i, 'variants', r['variants'])
    listfield(fn, i, 'plural', r['plural'])
    if r['word'] in vs:
        errors.append(f'{fn}:{i}: variant repeats the word')
    key = (r['word'], r['language'])
    if key in seen:
        errors.append(f'{fn}:{i}: duplicate word+language {key} (line {seen[key]})')
    seen[key] = i
    for form in [r['word']] + vs:
        forms[form].append((set(cs), i, form == r['word']))
# the same headword twice in one country is an error only if it is the same language (checked above);
# a headword re-listed as another row's variant in a shared country is a warning
for form, occ in forms.items():
    for a in range(len(occ)):
        for b in range(a + 1, len(occ)):
            ca, ia, wa = occ[a]; cb, ib, wb = occ[b]
            shared = '*' in ca or '*' in cb or (ca & cb)
            if shared and (wa != wb):
                warnings.append(f'{fn}: {form!r} is a word on one line and a variant on another (lines {ia}, {ib})')
print(f'{fn}: {len(kin)} rows')
for c in ['*'] + sorted(CC):
    n = cnt[c]
    flag = '' if c == '*' or 40 <= n <= 100 else '  <-- outside 40-100'
    if flag:
        errors.append(f'{fn}: {c} has {n} rows')
    print(f'  {c}: {n}{flag}')

# ---- given_names.tsv
fn = 'given_names.tsv'
cols = ['country', 'name', 'variants', 'gender', 'culture']
gn = read(fn, cols)
cnt = collections.Counter()
seen = {}
allforms = collections.defaultdict(list)
for i, r in gn:
    for k in ('country', 'name', 'gender', 'culture'):
        if not r[k]:
            errors.append(f'{fn}:{i}: empty {k}')
    cs = countries(fn, i, r['country'], False)
    for c in cs:
        cnt[c] += 1
    if r['gender'] not in ('f', 'm', 'x'):
        errors.append(f'{fn}:{i}: bad gender {r["gender"]}')
    vs = listfield(fn, i, 'variants', r['variants'])
    k = r['name'].lower()
    if k in seen:
        errors.append(f'{fn}:{i}: duplicate name {r["name"]} (line {seen[k]})')
    seen[k] = i
    if r['name'][:1] != r['name'][:1].upper():
        errors.append(f'{fn}:{i}: name not capitalised')
    for v in vs:
        allforms[v.lower()].append(i)
for v, ls in allforms.items():
    if v in seen:
        warnings.append(f'{fn}: variant {v!r} (line {ls[0]}) is also a name (line {seen[v]})')
print(f'{fn}: {len(gn)} rows')
for c in sorted(CC):
    n = cnt[c]
    flag = '' if 150 <= n <= 300 else '  <-- outside 150-300'
    if flag:
        errors.append(f'{fn}: {c} has {n} rows')
    print(f'  {c}: {n}{flag}')

for w in warnings:
    print('WARNING', w)
for e in errors:
    print('ERROR', e)
print(f'{len(errors)} errors, {len(warnings)} warnings')
sys.exit(1 if errors else 0)
