// Builds the seed dataset from content/source/*.mjs: draws every image into content/images, renders
// the clips and episode audio into content/files and writes content/production.ndjson in Sanity's export format. Same sources in, same bytes out.
//   npm run content:seed:generate
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { articles } from '../content/source/articles.mjs';
import { jobPostings } from '../content/source/careers.mjs';
import { faqs } from '../content/source/faqs.mjs';
import { images } from '../content/source/images.mjs';
import { clips, sounds } from '../content/source/media.mjs';
import { pages } from '../content/source/pages.mjs';
import { teamMembers, testimonials } from '../content/source/people.mjs';
import { episodes, podcasts } from '../content/source/podcasts.mjs';
import { services } from '../content/source/services.mjs';
import { redirects, siteSettings } from '../content/source/settings.mjs';
import { addOns, clientLogos, studios, videos } from '../content/source/studios.mjs';

const root = path.resolve(import.meta.dirname, '..');
const imagesDir = path.join(root, 'content', 'images');
const filesDir = path.join(root, 'content', 'files');
const SEED_TIME = '2026-11-01T09:00:00.000Z';

const sha1 = (data) => createHash('sha1').update(data).digest('hex');
const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');

/** A seeded pseudo-random sequence, so drawings vary per image but never between runs. */
function randomFor(key) {
  let state = parseInt(sha1(key).slice(0, 8), 16);
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function microphone(x, y, scale, colour) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M0 0 L-40 -110" stroke="#0b0c10" stroke-width="10" stroke-linecap="round" opacity="0.8"/>
    <rect x="-62" y="-190" width="44" height="90" rx="22" fill="#1c1d22" stroke="${colour}" stroke-width="4"/>
    <g stroke="${colour}" stroke-width="2" opacity="0.6">${[0, 1, 2, 3, 4].map((i) => `<line x1="-56" x2="-24" y1="${-176 + i * 14}" y2="${-176 + i * 14}"/>`).join('')}</g>
  </g>`;
}

function drawScene(
  key,
  { width, height, palette: [wall, accent, floor], mics = 2, window, skyline },
) {
  const random = randomFor(key);
  const horizon = height * 0.68;
  const panels = [];
  for (let i = 0; i < 7; i += 1) {
    const x = (width / 7) * i + width * 0.02;
    panels.push(
      `<rect x="${x}" y="${height * 0.12}" width="${width / 7 - width * 0.04}" height="${height * (0.32 + random() * 0.08)}" rx="8" fill="${accent}" opacity="${0.08 + random() * 0.1}"/>`,
    );
  }
  const view =
    window || skyline
      ? `<rect x="${width * 0.55}" y="${height * 0.08}" width="${width * 0.38}" height="${height * 0.45}" rx="10" fill="${skyline ? '#0b1226' : '#cfe8f5'}"/>` +
        (skyline
          ? Array.from({ length: 14 }, (_, i) => {
              const w = width * 0.027;
              const h = height * (0.08 + random() * 0.25);
              return `<rect x="${width * 0.555 + i * w}" y="${height * 0.53 - h}" width="${w - 3}" height="${h}" fill="#1f2f57"/><rect x="${width * 0.56 + i * w}" y="${height * 0.53 - h + 8}" width="4" height="4" fill="#ffd98a"/>`;
            }).join('')
          : `<circle cx="${width * 0.85}" cy="${height * 0.18}" r="${height * 0.05}" fill="#fff6d8"/>`)
      : '';
  const micList = Array.from({ length: mics }, (_, i) =>
    microphone(
      width * (0.25 + (0.5 * (i + 0.5)) / mics),
      horizon + height * 0.02,
      height / 900,
      accent,
    ),
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <radialGradient id="glow" cx="30%" cy="20%" r="80%"><stop offset="0" stop-color="${accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${wall}" stop-opacity="0"/></radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor}"/><stop offset="1" stop-color="#000" stop-opacity="0.9"/></linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="${wall}"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  ${panels.join('')}
  ${view}
  <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#floor)"/>
  <ellipse cx="${width / 2}" cy="${horizon + height * 0.06}" rx="${width * 0.36}" ry="${height * 0.07}" fill="#0b0c10" opacity="0.85"/>
  <ellipse cx="${width / 2}" cy="${horizon + height * 0.045}" rx="${width * 0.34}" ry="${height * 0.055}" fill="${floor}" stroke="${accent}" stroke-opacity="0.4" stroke-width="3"/>
  ${micList}
</svg>`;
}

function drawStage(key, { width, height, palette: [wall, accent, floor] }) {
  const random = randomFor(key);
  const beams = Array.from({ length: 5 }, (_, i) => {
    const x = width * (0.1 + i * 0.2);
    return `<polygon points="${x},0 ${x - width * 0.12},${height * 0.75} ${x + width * 0.12},${height * 0.75}" fill="${accent}" opacity="${0.1 + random() * 0.12}"/>`;
  }).join('');
  const heads = Array.from({ length: 26 }, (_, i) => {
    const x = (width / 25) * i + random() * 12;
    const y = height * (0.86 + random() * 0.06);
    return `<circle cx="${x}" cy="${y}" r="${height * 0.045}" fill="#07070b"/><rect x="${x - height * 0.06}" y="${y + height * 0.03}" width="${height * 0.12}" height="${height * 0.2}" rx="20" fill="#07070b"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${wall}"/>
  ${beams}
  <rect x="${width * 0.1}" y="${height * 0.62}" width="${width * 0.8}" height="${height * 0.1}" fill="${floor}"/>
  <rect x="${width * 0.47}" y="${height * 0.42}" width="${width * 0.06}" height="${height * 0.2}" fill="${accent}" opacity="0.9"/>
  <circle cx="${width / 2}" cy="${height * 0.36}" r="${height * 0.05}" fill="${accent}"/>
  ${heads}
</svg>`;
}

function drawWaveform(key, { width, height, palette: [background, accent, panel] }) {
  const random = randomFor(key);
  const bars = Array.from({ length: 90 }, (_, i) => {
    const h = height * (0.05 + Math.abs(Math.sin(i / 6)) * 0.35 * random() + 0.05 * random());
    return `<rect x="${width * 0.08 + i * ((width * 0.84) / 90)}" y="${height / 2 - h / 2}" width="${(width * 0.84) / 90 - 2}" height="${h}" rx="2" fill="${accent}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${background}"/>
  <rect x="${width * 0.05}" y="${height * 0.12}" width="${width * 0.9}" height="${height * 0.76}" rx="16" fill="${panel}"/>
  ${bars}
  <line x1="${width * 0.62}" x2="${width * 0.62}" y1="${height * 0.14}" y2="${height * 0.86}" stroke="#ffffff" stroke-width="3" opacity="0.8"/>
</svg>`;
}

function drawPortrait(_key, { width, height, palette: [background, accent, dark] }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="${background}"/>
  <circle cx="78" cy="20" r="30" fill="${accent}" opacity="0.18"/>
  <path d="M14 100 C14 72 30 62 50 62 C70 62 86 72 86 100 Z" fill="${accent}"/>
  <circle cx="50" cy="40" r="17" fill="${dark}"/>
  <path d="M33 38 C33 22 67 22 67 38 C62 30 40 30 33 38 Z" fill="${dark}" opacity="0.6"/>
</svg>`;
}

function drawCover(_key, { width, height, palette: [background, text, dark], title }) {
  const words = title.split(' ');
  const lines =
    words.length > 2
      ? [
          words.slice(0, Math.ceil(words.length / 2)).join(' '),
          words.slice(Math.ceil(words.length / 2)).join(' '),
        ]
      : [title];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="${background}"/>
  <circle cx="640" cy="160" r="240" fill="${dark}" opacity="0.35"/>
  <circle cx="640" cy="160" r="120" fill="none" stroke="${text}" stroke-width="6" opacity="0.5"/>
  ${lines.map((line, i) => `<text x="60" y="${560 + i * 96}" font-family="DejaVu Sans" font-weight="bold" font-size="80" fill="${text}">${escapeXml(line)}</text>`).join('')}
  <text x="60" y="120" font-family="DejaVu Sans" font-size="34" letter-spacing="6" fill="${text}" opacity="0.8">PODCAST</text>
</svg>`;
}

function drawLogo(_key, { width, height, palette: [background, accent, text], title, mark }) {
  const marks = {
    circle: `<circle cx="70" cy="80" r="34" fill="${accent}"/><circle cx="70" cy="80" r="14" fill="${background}"/>`,
    triangle: `<polygon points="70,44 106,112 34,112" fill="${accent}"/>`,
    square: `<rect x="38" y="48" width="64" height="64" rx="12" fill="${accent}"/><rect x="56" y="66" width="28" height="28" rx="4" fill="${background}"/>`,
    wave: `<path d="M34 92 Q52 56 70 80 T106 68" stroke="${accent}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  };
  const size = title.length > 14 ? 25 : 29;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 160">
  <rect width="400" height="160" fill="${background}"/>
  ${marks[mark]}
  <text x="124" y="91" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="${text}">${escapeXml(title)}</text>
</svg>`;
}

function drawShare(key, spec) {
  const scene = drawScene(key, { ...spec, mics: 3 });
  const [, accent] = spec.palette;
  return scene.replace(
    '</svg>',
    `<rect x="60" y="60" width="620" height="190" rx="18" fill="#0b0c10" opacity="0.82"/>
  <text x="96" y="140" font-family="DejaVu Sans" font-weight="bold" font-size="52" fill="#ffffff">${escapeXml(spec.title)}</text>
  <text x="96" y="200" font-family="DejaVu Sans" font-size="26" fill="${accent}">Podcast and video studios · West London</text>
</svg>`,
  );
}

const drawers = {
  scene: drawScene,
  stage: drawStage,
  waveform: drawWaveform,
  portrait: drawPortrait,
  cover: drawCover,
  logo: drawLogo,
  share: drawShare,
};

/** Renders one image; photos become JPEG, flat artwork (logos) PNG. */
async function renderImage(key, spec) {
  const svg = Buffer.from(drawers[spec.kind](key, spec));
  const pipeline = sharp(svg, { density: 72 }).resize(spec.width, spec.height);
  const extension = spec.kind === 'logo' ? 'png' : 'jpg';
  const bytes =
    extension === 'png'
      ? await pipeline.png({ compressionLevel: 9, palette: true }).toBuffer()
      : await pipeline.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  const hash = sha1(bytes);
  const dims = `${spec.width}x${spec.height}`;
  return {
    key,
    fileName: `${hash}-${dims}.${extension}`,
    bytes,
    document: {
      _id: `image-${hash}-${dims}-${extension}`,
      _type: 'sanity.imageAsset',
      assetId: hash,
      sha1hash: hash,
      extension,
      mimeType: extension === 'png' ? 'image/png' : 'image/jpeg',
      originalFilename: `${key}.${extension}`,
      size: bytes.length,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: {
          _type: 'sanity.imageDimensions',
          width: spec.width,
          height: spec.height,
          aspectRatio: spec.width / spec.height,
        },
        hasAlpha: false,
        isOpaque: true,
      },
      path: `images/local/production/${hash}-${dims}.${extension}`,
      url: `/api/lake/images/local/production/${hash}-${dims}.${extension}`,
    },
  };
}

/**
 * A clip from its poster drawing with ffmpeg: a slow push-in over pink-noise room tone, H.264/AAC,
 * faststart. Bit-exact flags, one thread and a fixed noise seed keep the bytes the same run to run.
 */
async function renderClip(key, spec, posterBytes) {
  const work = await mkdtemp(path.join(os.tmpdir(), 'seed-clip-'));
  const poster = path.join(work, 'poster.jpg');
  const output = path.join(work, `${key}.mp4`);
  await writeFile(poster, posterBytes);
  const frames = spec.seconds * 25;
  ffmpeg([
    ...['-loop', '1', '-i', poster],
    ...['-f', 'lavfi', '-i', `anoisesrc=color=pink:amplitude=0.03:seed=7:duration=${spec.seconds}`],
    '-filter_complex',
    `[0:v]scale=${spec.width * 2}:${spec.height * 2},zoompan=z='1+0.12*on/${frames}':d=${frames}:s=${spec.width}x${spec.height}:fps=25,format=yuv420p[v]`,
    ...['-map', '[v]', '-map', '1:a', '-t', String(spec.seconds)],
    ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-x264-params', 'threads=1'],
    ...['-c:a', 'aac', '-b:a', '48k', '-ac', '1', '-flags:v', '+bitexact'],
    ...['-movflags', '+faststart', output],
  ]);
  const bytes = await readFile(output);
  await rm(work, { recursive: true, force: true });
  return fileAsset(key, bytes, 'mp4', 'video/mp4');
}

/** Runs ffmpeg with the generator's bit-exact flags (same input, same bytes); says how to get it. */
function ffmpeg(args) {
  try {
    execFileSync(
      'ffmpeg',
      [
        ...['-loglevel', 'error', '-y', '-threads', '1'],
        ...args.slice(0, -1),
        ...['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact'],
        args.at(-1),
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  } catch (error) {
    throw new Error(
      `The seed's media are made with ffmpeg (apt-get install ffmpeg): ${error.message}`,
    );
  }
}

/** A stored file asset document for rendered bytes, as the lake's file upload makes them. */
function fileAsset(key, bytes, extension, mimeType) {
  const hash = sha1(bytes);
  return {
    key,
    fileName: `${hash}.${extension}`,
    bytes,
    document: {
      _id: `file-${hash}-${extension}`,
      _type: 'sanity.fileAsset',
      assetId: hash,
      sha1hash: hash,
      extension,
      mimeType,
      originalFilename: `${key}.${extension}`,
      size: bytes.length,
      path: `files/local/production/${hash}.${extension}`,
      url: `/api/lake/files/local/production/${hash}.${extension}`,
    },
  };
}

/**
 * An episode's audio: each note a sine struck at its time and fading out, over quiet pink-noise room
 * tone (fixed seed), mono 44.1 kHz MP3 at 64 kb/s with no ID3 tag.
 */
async function renderSound(key, spec) {
  const work = await mkdtemp(path.join(os.tmpdir(), 'seed-sound-'));
  const output = path.join(work, `${key}.mp3`);
  const chime = spec.notes
    .map(({ hz, at }) => `0.22*sin(2*PI*${hz}*t)*exp(-2.5*(t-${at}))*gte(t,${at})`)
    .join('+');
  ffmpeg([
    ...['-f', 'lavfi', '-i', `aevalsrc='${chime}':s=44100:d=${spec.seconds}`],
    ...[
      '-f',
      'lavfi',
      '-i',
      `anoisesrc=color=pink:amplitude=0.015:seed=11:duration=${spec.seconds}`,
    ],
    ...[
      '-filter_complex',
      '[0:a][1:a]amix=inputs=2:normalize=0,afade=t=out:st=' + (spec.seconds - 0.5) + ':d=0.5[a]',
    ],
    ...['-map', '[a]', '-ac', '1', '-ar', '44100'],
    ...['-c:a', 'libmp3lame', '-b:a', '64k', '-id3v2_version', '0', '-write_id3v1', '0'],
    output,
  ]);
  const bytes = await readFile(output);
  await rm(work, { recursive: true, force: true });
  return fileAsset(key, bytes, 'mp3', 'audio/mpeg');
}

/** Replaces `{ __asset: key }` with asset references and gives array members stable `_key`s. */
function finish(value, assetIds, trail) {
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      const done = finish(item, assetIds, `${trail}[${index}]`);
      return done && typeof done === 'object' && !Array.isArray(done) && !done._key
        ? { _key: sha1(`${trail}[${index}]`).slice(0, 12), ...done }
        : done;
    });
  }
  if (value && typeof value === 'object') {
    if ('__asset' in value) {
      const id = assetIds.get(value.__asset);
      if (!id) throw new Error(`Unknown image or clip "${value.__asset}" at ${trail}`);
      return { _type: 'reference', _ref: id };
    }
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .map(([name, entry]) => [name, finish(entry, assetIds, `${trail}.${name}`)]),
    );
  }
  return value;
}

const rendered = await Promise.all(
  Object.entries(images).map(([key, spec]) => renderImage(key, spec)),
);
await rm(imagesDir, { recursive: true, force: true });
await mkdir(imagesDir, { recursive: true });
for (const image of rendered) await writeFile(path.join(imagesDir, image.fileName), image.bytes);
const renderedClips = [];
for (const [key, spec] of Object.entries(clips)) {
  const poster = rendered.find((image) => image.key === spec.poster);
  if (!poster) throw new Error(`Clip "${key}" names an unknown poster "${spec.poster}"`);
  renderedClips.push(await renderClip(key, spec, poster.bytes));
}
for (const [key, spec] of Object.entries(sounds)) renderedClips.push(await renderSound(key, spec));
await rm(filesDir, { recursive: true, force: true });
await mkdir(filesDir, { recursive: true });
for (const clip of renderedClips) await writeFile(path.join(filesDir, clip.fileName), clip.bytes);
const assetIds = new Map(
  [...rendered, ...renderedClips].map((asset) => [asset.key, asset.document._id]),
);

const documents = [
  siteSettings,
  ...redirects,
  ...pages,
  ...services,
  ...articles,
  ...jobPostings,
  ...faqs,
  ...testimonials,
  ...teamMembers,
  ...videos,
  ...studios,
  ...addOns,
  ...clientLogos,
  ...podcasts,
  ...episodes,
].map((doc) => {
  const body = finish(doc, assetIds, doc._id);
  return {
    ...body,
    _createdAt: SEED_TIME,
    _updatedAt: SEED_TIME,
    _rev: `seed-${sha1(JSON.stringify(body)).slice(0, 10)}`,
  };
});

const ids = new Set();
for (const doc of documents) {
  if (ids.has(doc._id)) throw new Error(`Duplicate document id ${doc._id}`);
  ids.add(doc._id);
}
const all = [
  ...[...rendered, ...renderedClips].map((image) => ({
    ...image.document,
    _createdAt: SEED_TIME,
    _updatedAt: SEED_TIME,
    _rev: 'seed-asset',
  })),
  ...documents,
].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
await writeFile(
  path.join(root, 'content', 'production.ndjson'),
  `${all.map((doc) => JSON.stringify(doc)).join('\n')}\n`,
);
const imageBytes = rendered.reduce((sum, image) => sum + image.bytes.length, 0);
console.log(
  `Wrote ${documents.length} documents and ${rendered.length} images (${Math.round(imageBytes / 1024)} KiB) to content/.`,
);
console.log(
  (await readdir(imagesDir)).length === rendered.length
    ? 'Images match their asset documents.'
    : 'Image count mismatch!',
);
