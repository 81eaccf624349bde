// `npm run bench:lake`: latency of the local Content Lake over real HTTP with @sanity/client, on a
// fresh in-memory database with the seed (content/production.ndjson) or, without one, generated
// documents. A benchmark, not a test: it prints numbers and never fails on them. `--write` puts
// them in docs/performance.md.
import { existsSync } from 'node:fs';
import { createClient, type SanityClient } from '@sanity/client';
import { openDatabase } from '@/lib/db';
import { SANITY_API_VERSION } from '@/lib/content/config';
import { issueLakeToken } from '@/lib/lake';
import { startLakeServer } from '@/lib/lake/api/node-server';
import { commit, defaultSeedSource, importSeed } from '@/lib/lake';
import { benchReport } from './bench-report.mjs';
import { report, time } from './bench-stats';

const QUERY_RUNS = 200;
const PUBLISH_RUNS = 30;
const written = benchReport('lake');

const handle = await openDatabase();
const source = defaultSeedSource();
let seed: string;
if (existsSync(source.ndjsonPath)) {
  const { results } = await importSeed(handle.db, source);
  seed = `${results.length} documents from content/production.ndjson`;
} else {
  await commit(
    handle.db,
    Array.from({ length: 400 }, (_, i) => ({
      create: {
        _id: `doc-${i}`,
        _type: ['article', 'faq', 'teamMember', 'studio'][i % 4]!,
        title: `Document ${i}`,
        order: i,
        slug: { current: `doc-${i}` },
      },
    })),
    { identity: 'bench' },
  );
  seed = '400 generated documents (no content/production.ndjson)';
}
console.log(`Seed: ${seed}`);
await commit(
  handle.db,
  [
    {
      createOrReplace: {
        _id: 'bench-page',
        _type: 'page',
        title: 'Bench',
        headline: 'v0',
        related: [{ _type: 'reference', _ref: 'siteSettings', _key: 'a' }],
      },
    },
  ],
  { identity: 'bench' },
);

const server = await startLakeServer({ db: handle.db });
const token = await issueLakeToken(handle.db, {
  id: 'bench',
  name: 'Bench',
  email: 'bench@example.com',
});
const config = {
  projectId: 'local',
  dataset: 'production',
  apiHost: `${server.origin}/api/lake`,
  useProjectHostname: false,
  apiVersion: SANITY_API_VERSION,
  useCdn: false,
} as const;
const anonymous: SanityClient = createClient(config);
const admin: SanityClient = createClient({ ...config, token });

const queries: [string, string, Record<string, unknown>][] = [
  [
    'page by slug with joins',
    '*[_type == "page" && _id == $id][0]{..., related[]->}',
    { id: 'bench-page' },
  ],
  [
    'list: 20 newest of a type',
    '*[_type == "article"] | order(_createdAt desc)[0...20]{_id, title, slug}',
    {},
  ],
  ['count of everything', 'count(*)', {}],
];
const rows = [];
for (const [label, query, params] of queries) {
  for (let i = 0; i < 10; i += 1) await anonymous.fetch(query, params);
  const samples: number[] = [];
  for (let i = 0; i < QUERY_RUNS; i += 1)
    samples.push(await time(() => anonymous.fetch(query, params)));
  rows.push(report(`query: ${label}`, samples));
}

// Publish-to-visible: from sending the publish action to (a) the published-perspective listener
// hearing about it and (b) an anonymous query returning the new value.
const heard: number[] = [];
const visible: number[] = [];
let onEvent: (() => void) | null = null;
const subscription = anonymous
  .listen('*[_id == "bench-page"]', {}, { events: ['mutation'], includeResult: false })
  .subscribe(() => onEvent?.());
await new Promise((resolve) => setTimeout(resolve, 300));
for (let i = 1; i <= PUBLISH_RUNS; i += 1) {
  await admin.action({
    actionType: 'sanity.action.document.edit',
    draftId: 'drafts.bench-page',
    publishedId: 'bench-page',
    patch: { set: { headline: `v${i}` } },
  });
  const started = performance.now();
  const eventHeard = new Promise<number>(
    (resolve) => (onEvent = () => resolve(performance.now() - started)),
  );
  await admin.action({
    actionType: 'sanity.action.document.publish',
    draftId: 'drafts.bench-page',
    publishedId: 'bench-page',
  });
  while ((await anonymous.fetch('*[_id == "bench-page"][0].headline')) !== `v${i}`) {
    // The publish has committed before its response, so this loop runs once.
  }
  visible.push(performance.now() - started);
  heard.push(await eventHeard);
}
subscription.unsubscribe();
rows.push(report('publish -> visible to an anonymous query', visible));
rows.push(report('publish -> heard by a published listener', heard));

await server.close();
await handle.close();
written.write({
  rows,
  notes: [`Seed: ${seed}; queries over HTTP with @sanity/client, 10 untimed runs of each first.`],
});
