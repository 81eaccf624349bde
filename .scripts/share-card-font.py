# Writes lib/social/fonts/inter-share-card-400.woff and its coverage (share-card-coverage.json): the
# one font the share card (lib/social/share-card.tsx) draws with, so that it never fetches a font.
# Inter 400 from @fontsource-variable/inter, its Latin, Latin Extended, Greek, Cyrillic and
# Vietnamese subsets merged into one static font (WOFF: the card's renderer reads no WOFF2).
# Run from the repository root: /usr/bin/python3 .scripts/share-card-font.py, then
# npx prettier --write lib/social/fonts/share-card-coverage.json
# Needs fontTools: apt-get install python3-fonttools.
import json
import os
import tempfile

from fontTools.merge import Merger
from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont

SOURCE = 'node_modules/@fontsource-variable/inter/files'
SUBSETS = ['latin', 'latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese']
OUTPUT = 'lib/social/fonts'

os.environ.setdefault('SOURCE_DATE_EPOCH', '0')
with tempfile.TemporaryDirectory() as work:
    statics = []
    for subset in SUBSETS:
        font = TTFont(f'{SOURCE}/inter-{subset}-wght-normal.woff2')
        static = instantiateVariableFont(font, {'wght': 400})
        static.flavor = None
        path = f'{work}/{subset}.ttf'
        static.save(path)
        statics.append(path)
    merged = Merger().merge(statics)
    merged.flavor = 'woff'
    merged.save(f'{OUTPUT}/inter-share-card-400.woff')

codepoints = sorted(TTFont(f'{OUTPUT}/inter-share-card-400.woff').getBestCmap().keys())
ranges = []
for codepoint in codepoints:
    if ranges and ranges[-1][1] == codepoint - 1:
        ranges[-1][1] = codepoint
    else:
        ranges.append([codepoint, codepoint])
with open(f'{OUTPUT}/share-card-coverage.json', 'w') as out:
    json.dump(ranges, out, separators=(',', ':'))
    out.write('\n')
print(f'{len(codepoints)} characters in {len(ranges)} ranges')
