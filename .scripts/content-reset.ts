// `npm run content:reset`: deletes every document, transaction and asset of the local Content Lake
// and imports content/production.ndjson again. Stop the app first when it uses the embedded PGlite.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { getDatabase } from '@/lib/db';
import { defaultSeedSource, resetStore } from '@/lib/lake';

const source = defaultSeedSource();
if (!existsSync(source.ndjsonPath)) {
  console.error(`No seed to import: ${source.ndjsonPath} does not exist.`);
  process.exit(1);
}
const handle = await getDatabase();
try {
  const { results } = await resetStore(handle.db, source);
  // Cached reads survive restarts in Next's data cache; they must not outlive the content they hold.
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  await rm(path.join(process.cwd(), distDir, 'cache', 'fetch-cache'), {
    recursive: true,
    force: true,
  });
  console.log(`Content reset: ${results.length} seed documents imported (${handle.engine}).`);
} finally {
  await handle.close();
}
