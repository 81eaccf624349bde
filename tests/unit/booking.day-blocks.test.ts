import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cancelBooking, createBooking } from '@/lib/booking';
import { moneySettingsFrom } from '@/lib/booking/catalog';
import { dayBlocks, dayBlocksFromMemory } from '@/lib/booking/day-blocks';
import { openDatabase, type Database, type DatabaseHandle } from '@/lib/db';
import {
  createPostgresDatabase,
  describeOnEachEngine,
  enginesUnderTest,
} from '../fixtures/databases';
import { standardSettings, testStudio } from '../fixtures/studios';

// Availability reads a studio-day's blocked time from memory, and every change the database makes
// to it (bookings, holds, imported busy times), from this instance or another, drops it (#46 item 8).

const engines = await enginesUnderTest();

const studio = testStudio('studio-day-blocks', 'Studio Day Blocks');
const DAY = '2026-04-01';
const now = new Date('2026-03-01T12:00:00Z');
let bookingsMade = 0;

/** A booking on DAY at hour:00 London time (BST). */
async function bookAt(db: Database, hour: number) {
  const created = await createBooking(db, {
    studio,
    settings: standardSettings,
    money: moneySettingsFrom(null),
    booking: {
      start: new Date(`${DAY}T${String(hour - 1).padStart(2, '0')}:00:00Z`),
      end: new Date(`${DAY}T${String(hour).padStart(2, '0')}:00:00Z`),
      name: 'Ada',
      email: `ada${++bookingsMade}@example.com`,
    },
    addressConfirmed: true,
    now,
  });
  if (created.kind !== 'created') throw new Error(`not created: ${created.kind}`);
  return created.booking;
}

/** Writes that the database does not announce: what a cache serving from memory cannot see. */
async function unannounced<T>(db: Database, write: () => Promise<T>): Promise<T> {
  await db.execute(sql`alter table bookings disable trigger bookings_notify_studio_days`);
  try {
    return await write();
  } finally {
    await db.execute(sql`alter table bookings enable trigger bookings_notify_studio_days`);
  }
}

const startsOf = async (db: Database, excludeId?: string) =>
  (await dayBlocks(db, studio.id, DAY, excludeId)).map((block) => block.start.toISOString()).sort();

async function listening(db: Database) {
  await vi.waitFor(() => expect(dayBlocksFromMemory(db)).toBe(true), { timeout: 5000 });
}

describeOnEachEngine(engines, 'studio-day cache on $engine', 'announced changes', (handle) => {
  it('answers from memory, and forgets a studio-day when its bookings or imports change', async () => {
    const { db } = handle;
    await listening(db);
    expect(await startsOf(db)).toEqual([]);

    // Not announced: the cached day still answers, so the database was not asked again.
    const quiet = await unannounced(db, () => bookAt(db, 10));
    expect(await startsOf(db)).toEqual([]);

    // Announced: the day is read again, with both bookings (each blocks its buffer before it).
    const loud = await bookAt(db, 14);
    await vi.waitFor(async () =>
      expect(await startsOf(db)).toEqual([
        quiet.blockedFrom.toISOString(),
        loud.blockedFrom.toISOString(),
      ]),
    );
    expect(await startsOf(db, loud.id)).toEqual([quiet.blockedFrom.toISOString()]);

    await cancelBooking(db, loud, { byAdmin: true, now });
    await vi.waitFor(async () =>
      expect(await startsOf(db)).toEqual([quiet.blockedFrom.toISOString()]),
    );

    await db.execute(sql`
      insert into studio_calendar_imports (studio_id, url, busy)
      values (${studio.id}, 'https://calendar.example.com/busy.ics',
        ${JSON.stringify([{ start: '2026-04-01T15:00:00.000Z', end: '2026-04-01T16:00:00.000Z' }])}::jsonb)`);
    await vi.waitFor(async () =>
      expect(await startsOf(db)).toEqual([
        quiet.blockedFrom.toISOString(),
        '2026-04-01T15:00:00.000Z',
      ]),
    );
  });
});

describe.skipIf(engines[1]!.skipReason !== null)(
  'studio-day cache across PostgreSQL instances',
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let first: DatabaseHandle;
    let second: DatabaseHandle;

    beforeAll(async () => {
      database = await createPostgresDatabase();
      first = await openDatabase({ url: database.url });
      second = await openDatabase({ url: database.url });
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await database?.drop();
    });

    it("drops a day another instance's booking changed", async () => {
      await listening(first.db);
      expect(await startsOf(first.db)).toEqual([]);
      const booked = await bookAt(second.db, 11);
      await vi.waitFor(async () =>
        expect(await startsOf(first.db)).toEqual([booked.blockedFrom.toISOString()]),
      );
    });

    it('asks the database while its listener is lost, and forgets everything once back', async () => {
      await listening(first.db);
      const before = await startsOf(first.db);
      await first.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen %'`);
      await vi.waitFor(() => expect(dayBlocksFromMemory(first.db)).toBe(false));

      // Written while nobody listened, and never announced: read from the database all the same.
      const missed = await unannounced(second.db, () => bookAt(second.db, 16));
      const withMissed = [...before, missed.blockedFrom.toISOString()].sort();
      expect(await startsOf(first.db)).toEqual(withMissed);

      // Listening again starts from nothing remembered.
      await listening(first.db);
      expect(await startsOf(first.db)).toEqual(withMissed);
    });
  },
);
