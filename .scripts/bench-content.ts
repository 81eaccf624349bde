// `npm run bench:content`: latency of the public site's content queries on the local store (the
// fetch layer's uncached path), on a fresh in-memory database with the seed. A benchmark, not a
// test: it prints numbers and never fails on them. `--write` puts them in docs/performance.md.
import { openDatabase } from '@/lib/db';
import {
  articleBySlugQuery,
  pageBySlugQuery,
  siteSettingsQuery,
  sitemapQuery,
} from '@/lib/content/queries';
import { defaultSeedSource, importSeed, queryDocuments } from '@/lib/lake';
import { benchReport } from './bench-report.mjs';
import { report, time } from './bench-stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const written = benchReport('content');

const handle = await openDatabase();
const { results } = await importSeed(handle.db, defaultSeedSource());
console.log(
  `Seed: ${results.length} documents from content/production.ndjson; ${RUNS} runs each\n`,
);

const queries: [string, string, Record<string, unknown>][] = [
  ['home page (every home section, joined)', pageBySlugQuery, { slug: 'home' }],
  ['a service page', pageBySlugQuery, { slug: 'podcast-production' }],
  ['an article with related articles', articleBySlugQuery, { slug: 'why-the-room-matters' }],
  ['site settings', siteSettingsQuery, {}],
  ['sitemap', sitemapQuery, {}],
];

const rows = [];
for (const [label, query, params] of queries) {
  // One untimed run warms the snapshot the store keeps in memory.
  await queryDocuments(handle.db, query, params, 'published');
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    samples.push(await time(() => queryDocuments(handle.db, query, params, 'published')));
  }
  rows.push(report(label, samples));
}

await handle.close();
written.write({
  rows,
  notes: [
    `Seed: ${results.length} documents; one untimed run of each query before the timed ones.`,
  ],
});
