// `npm run font:subset`: writes components/theme/fonts/inter-latin-400-700.woff2, the one web font
// the site ships, from the Inter variable font of @fontsource-variable/inter. The site uses weights
// 400 to 700 and GB English copy, so the weight axis is cut to 400-700 and the glyphs to Basic Latin,
// Latin-1 and common punctuation (a character outside it falls back to the sized fallback font).
// 48 KB becomes 21 KB: the font is on every first visit's critical path (it holds the hero text).
// Needs fontTools with Brotli: apt-get install python3-fonttools python3-brotli.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const fontsource = path.join(root, 'node_modules/@fontsource-variable/inter');
const source = path.join(fontsource, 'files/inter-latin-wght-normal.woff2');
const fonts = path.join(root, 'components/theme/fonts');
const output = path.join(fonts, 'inter-latin-400-700.woff2');
const UNICODES = [
  'U+0020-007E', // Basic Latin
  'U+00A0-00FF', // Latin-1: £ © ® · × and the accented letters of names
  'U+2013-2014', // – —
  'U+2018-2019', // ‘ ’
  'U+201C-201D', // “ ”
  'U+2022', // •
  'U+2026', // …
  'U+20AC', // €
  'U+2122', // ™
].join(',');
// Kerning, and tabular figures for the booking times.
const FEATURES = 'kern,tnum';

function fontTools(args) {
  try {
    // A fixed timestamp in the font's header: the same input gives the same bytes.
    execFileSync('/usr/bin/python3', ['-m', ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, SOURCE_DATE_EPOCH: '0' },
    });
  } catch (error) {
    throw new Error(
      `The font is cut with fontTools (apt-get install python3-fonttools python3-brotli): ${error.message}`,
    );
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'font-'));
try {
  const limited = path.join(work, 'inter-400-700.ttf');
  fontTools(['fontTools.varLib.instancer', source, 'wght=400:700', '-q', '-o', limited]);
  fontTools([
    'fontTools.subset',
    limited,
    `--unicodes=${UNICODES}`,
    `--layout-features=${FEATURES}`,
    '--flavor=woff2',
    `--output-file=${output}`,
  ]);
} finally {
  rmSync(work, { recursive: true, force: true });
}
// The SIL Open Font License goes with the font, cut or not.
copyFileSync(path.join(fontsource, 'LICENSE'), path.join(fonts, 'OFL.txt'));
console.log(`${path.relative(root, output)}: ${statSync(output).size} bytes`);
