// `npm run test:crash` (part of `npm test`, after the build): writes contact messages and bookings
// under load from many client addresses, kills the server with SIGKILL mid-load, starts it again, and
// proves every acknowledged write is stored and nothing is duplicated, even when every request that
// had no answer is sent again with its Idempotency-Key. On PGlite, and on PostgreSQL at
// TEST_DATABASE_URL (skipped when unreachable, unless REQUIRE_POSTGRES=1).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, inArray, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase, tables, type DatabaseHandle } from '../lib/db';
import { MANY_GUESTS } from './many-guests.mjs';
import { EASY_PROOF_OF_WORK, fetchProof } from './proof-of-work.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.CRASH_PORT ?? 3298);
const base = `http://127.0.0.1:${PORT}`;
const LOAD_MS = 2500;
const WORKERS = 24;

type Write = { kind: 'contact' | 'booking'; key: string; body: unknown; acked?: string };

function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'server', 'main.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      NODE_ENV: 'production',
      TRUSTED_PROXIES: 'loopback',
      ...MANY_GUESTS,
      ...EASY_PROOF_OF_WORK,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitHealthy() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not become healthy');
}

async function stop(server: ChildProcess, signal: NodeJS.Signals) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill(signal);
  await exited;
}

let address = 0;
async function send(write: Write): Promise<void> {
  address += 1;
  // Many clients, as a proxy on this machine would report them (rate limits are per address).
  const client = {
    'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  };
  // A guest's booking carries a solved challenge (lib/anti-abuse), a fresh one for each try.
  const proof = write.kind === 'booking' ? await fetchProof(base, client) : {};
  const response = await fetch(
    `${base}${write.kind === 'contact' ? '/api/contact' : '/api/bookings'}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': write.key,
        ...client,
        ...proof,
      },
      body: JSON.stringify(write.body),
    },
  );
  const answer = (await response.json().catch(() => ({}))) as {
    id?: string;
    booking?: { id: string };
  };
  if (response.status === 201) write.acked = answer.id ?? answer.booking?.id;
}

/** Free slots of the next days, one per write, so bookings do not merely refuse each other. */
async function freeSlots(): Promise<{ studioId: string; start: string; end: string }[]> {
  const { studios } = (await (await fetch(`${base}/api/studios`)).json()) as {
    studios: { id: string; minDurationMinutes: number }[];
  };
  const slots: { studioId: string; start: string; end: string }[] = [];
  for (let day = 3; day < 10; day += 1) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    for (const studio of studios) {
      const query = `studio=${studio.id}&date=${date}&duration=60`;
      const { starts = [] } = (await (
        await fetch(`${base}/api/bookings/availability?${query}`)
      ).json()) as { starts?: string[] };
      for (const start of starts.filter((_, i) => i % 3 === 0)) {
        const end = new Date(new Date(start).getTime() + 60 * 60_000).toISOString();
        slots.push({ studioId: studio.id, start, end });
      }
    }
  }
  return slots;
}

async function crashUnderLoad(env: Record<string, string>, label: string) {
  let server = startServer(env);
  await waitHealthy();
  const slots = await freeSlots();
  const writes: Write[] = [];
  const nextWrite = (n: number): Write => {
    const key = randomUUID();
    const slot = n % 2 === 1 ? slots.pop() : undefined;
    return slot
      ? {
          kind: 'booking',
          key,
          body: { ...slot, name: 'Crash Test', email: `crash-${n}@example.com` },
        }
      : {
          kind: 'contact',
          key,
          body: {
            name: 'Crash Test',
            email: `crash-${n}@example.com`,
            message: `Message ${n} under load.`,
          },
        };
  };
  const deadline = Date.now() + LOAD_MS;
  let n = 0;
  const killed = new Promise<void>((resolve) =>
    setTimeout(async () => {
      await stop(server, 'SIGKILL');
      resolve();
    }, LOAD_MS),
  );
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (Date.now() < deadline + 1000) {
        const write = nextWrite((n += 1));
        writes.push(write);
        try {
          await send(write);
        } catch {
          return; // the server is gone
        }
      }
    }),
  );
  await killed;

  // Back up; every write that got no answer is sent again, as a client would.
  server = startServer(env);
  await waitHealthy();
  const unanswered = writes.filter((write) => !write.acked);
  for (const write of unanswered) await send(write);
  await stop(server, 'SIGTERM');

  const handle = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR!, 'pglite') },
  );
  try {
    await check(handle, writes, label, unanswered.length);
  } finally {
    await handle.close();
  }
}

async function check(handle: DatabaseHandle, writes: Write[], label: string, retried: number) {
  const { db } = handle;
  const acked = writes.filter((write) => write.acked);
  const messageIds = acked.filter((w) => w.kind === 'contact').map((w) => w.acked!);
  const bookingIds = acked.filter((w) => w.kind === 'booking').map((w) => w.acked!);
  const [messages] = await db
    .select({ n: count() })
    .from(tables.contactMessages)
    .where(inArray(tables.contactMessages.id, messageIds));
  const [bookings] = await db
    .select({ n: count() })
    .from(tables.bookings)
    .where(inArray(tables.bookings.id, bookingIds));
  const keys = writes.map((write) => write.key);
  const perKey = async (table: typeof tables.contactMessages | typeof tables.bookings) =>
    db
      .select({ key: table.idempotencyKey, n: count() })
      .from(table)
      .where(inArray(table.idempotencyKey, keys))
      .groupBy(table.idempotencyKey)
      .having(sql`count(*) > 1`);
  const duplicated = [
    ...(await perKey(tables.contactMessages)),
    ...(await perKey(tables.bookings)),
  ];
  console.log(
    `  ${label}: ${writes.length} writes, ${messageIds.length} messages and ${bookingIds.length} bookings acknowledged before or after the kill (${retried} had no answer until sent again after the restart)`,
  );
  const lost = messageIds.length - (messages?.n ?? 0) + (bookingIds.length - (bookings?.n ?? 0));
  if (lost > 0 || duplicated.length > 0 || messageIds.length === 0 || bookingIds.length === 0) {
    throw new Error(`${label}: ${lost} acknowledged writes lost, ${duplicated.length} duplicated`);
  }
}

async function postgresDatabase(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    if (process.env.REQUIRE_POSTGRES === '1') throw error;
    console.warn(`  PostgreSQL leg skipped: ${(error as Error).message}`);
    return null;
  }
  const name = `studio_crash_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-crash-'));
try {
  console.log('Crash safety: SIGKILL under load, then restart');
  await crashUnderLoad({ DATA_DIR: path.join(dataDir, 'pglite-leg') }, 'PGlite');
  const url = await postgresDatabase();
  if (url)
    await crashUnderLoad(
      { DATA_DIR: path.join(dataDir, 'pg-leg'), DATABASE_URL: url },
      'PostgreSQL',
    );
  console.log('✓ Every acknowledged write survived, none twice.');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
