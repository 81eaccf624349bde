import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { appEnv } from '../env';
import { pgliteListener, postgresListener, Subscriptions } from './notifications';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseEngine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: DatabaseEngine;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; without it PGlite keeps everything in memory. */
  dataDir?: string;
}

const migrationsFolder = path.join(process.cwd(), 'lib', 'db', 'migrations');
// Any fixed number works; it only has to be the same for every app instance.
const MIGRATION_LOCK_ID = 727_001;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { Client, Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({
    connectionString: url,
    max: 20,
    // A PostgreSQL that stops answering (a partition, a failover) must fail a request, not hang it:
    // a connection not made in this time is an error the routes answer with 503.
    connectionTimeoutMillis: 3000,
    keepAlive: true,
    // Just-in-time compilation (on by default) costs hundreds of milliseconds on the back office's
    // aggregates over years of bookings and saves nothing on queries this size (bench:admin).
    options: '-c jit=off',
  });
  // A connection the server ends (restart, failover, an admin's terminate), idle or in use, must not
  // take the process down with an 'error' nobody listens to. The pool replaces an idle one on the
  // next checkout; a query on one in use (a transaction) fails, which routes answer with 503, and the
  // pool drops it when it is released. Each loss is logged once, by the connection's listener.
  pool.on('error', () => {});
  pool.on('connect', (client) =>
    client.on('error', (error) =>
      console.warn(`[db] PostgreSQL connection lost: ${error.message}`),
    ),
  );
  const db = drizzle(pool, { schema });
  // Several instances may start at once: only one migrates, the others wait for it.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(db, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  return handleOf(db as unknown as Database, 'postgres', postgresListener(url, Client), () =>
    pool.end(),
  );
}

async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? 'memory://', { extensions: { btree_gist } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return handleOf(db as unknown as Database, 'pglite', pgliteListener(client), () =>
    client.close(),
  );
}

/** The handle of an open database: closing it ends its notification subscriptions first. */
function handleOf(
  db: Database,
  engine: DatabaseEngine,
  listener: ConstructorParameters<typeof Subscriptions>[1],
  closeDriver: () => Promise<void>,
): DatabaseHandle {
  const subscriptions = new Subscriptions(db, listener);
  return {
    db,
    engine,
    close: () => {
      subscriptions.closeAll();
      return closeDriver();
    },
  };
}

// One database per process, shared by every request (PGlite allows only one opener of a folder).
const globalForDb = globalThis as typeof globalThis & { __studioDb?: Promise<DatabaseHandle> };

export function getDatabase(): Promise<DatabaseHandle> {
  if (!globalForDb.__studioDb) {
    const env = appEnv();
    const opening = openDatabase(
      env.DATABASE_URL
        ? { url: env.DATABASE_URL }
        : { dataDir: path.resolve(env.DATA_DIR, 'pglite') },
    );
    // A failed open must not poison the process: the next request tries again.
    opening.catch(() => {
      globalForDb.__studioDb = undefined;
    });
    globalForDb.__studioDb = opening;
  }
  return globalForDb.__studioDb;
}

export async function getDb(): Promise<Database> {
  return (await getDatabase()).db;
}

/** Runs raw SQL on either engine and returns its rows (both drivers answer with `{ rows }`). */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
