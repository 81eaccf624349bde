// Issue #37 row 9: the share card draws any Unicode title with the font the repo ships, never asks
// the network for a font or an emoji image, and always answers a PNG (an emoji used to end the
// reply empty; CJK and Arabic made the server fetch fonts from Google).
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/db';
import coverage from '@/lib/social/fonts/share-card-coverage.json';
import { drawShareCard, renderShareCard } from '@/lib/social/share-card';
import { drawableText, fontHas, OMITTED } from '@/lib/social/share-card-text';
import { callRoute } from '../fixtures/routes';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const TITLES = [
  '😀',
  'Our studio 🎙️👩🏽‍🚀🇬🇧 is open',
  '東京のポッドキャスト 스튜디오',
  'بودكاست من لندن',
  'Ünïcödé — “quotes”, Ελληνικά, Кириллица, Tiếng Việt',
  'a\u0000b\u200dc\ufe0f\u{10ffff}\ud800',
];

let handle: DatabaseHandle;
let fetched: string[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  handle = await openDatabase();
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(() => {
  fetched = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    // The renderer reads its own WebAssembly from a data: URL: in memory, not the network.
    if (url.startsWith('data:')) return realFetch(input, init);
    fetched.push(url);
    throw new Error('The share card must not use the network');
  };
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

const isPng = (bytes: Uint8Array) =>
  PNG_SIGNATURE.every((byte, index) => bytes[index] === byte) && bytes.length > 1000;

it('answers a PNG for emoji, CJK, Arabic and odd titles, without a request to the network', async () => {
  for (const title of TITLES) {
    const query = new URLSearchParams({ title, eyebrow: title, subtitle: title });
    const response = await callRoute(
      drawShareCard,
      handle.db,
      new Request(`http://localhost:3000/api/share-card?${query}`),
    );
    expect(response.status, title).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(isPng(new Uint8Array(await response.arrayBuffer())), title).toBe(true);
  }
  expect(fetched).toEqual([]);
});

it('draws every character the font has without fetching one', async () => {
  const characters = (coverage as [number, number][])
    .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i))
    .map((codePoint) => String.fromCodePoint(codePoint))
    .filter((character) => !/\s/u.test(character));
  for (let start = 0; start < characters.length; start += 300) {
    const title = characters.slice(start, start + 300).join('');
    expect(isPng(await renderShareCard({ title }))).toBe(true);
  }
  expect(fetched).toEqual([]);
});

it('keeps what the font has, marks a foreign word and drops emoji', () => {
  expect(drawableText('Live at 東京 tonight 🎙️')).toBe(`Live at ${OMITTED} tonight`);
  expect(drawableText('Café “Ελληνικά” Кириллица')).toBe('Café “Ελληνικά” Кириллица');
  expect(drawableText('😀👍🏽')).toBe('');
  expect(fontHas('A'.codePointAt(0)!)).toBe(true);
  expect(fontHas('😀'.codePointAt(0)!)).toBe(false);
});
