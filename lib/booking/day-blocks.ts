import { importedBusyRanges } from '../calendar/import';
import { subscribeToNotifications, type Database } from '../db';
import { addDays, londonWallTimeToInstant, type LocalDate } from '../time';
import type { BlockedRange } from './availability';
import { bookingBlocks } from './store';

// What blocks a studio's London day (its bookings and holds, the busy times of the calendar it
// imports) changes only when the database does, and the database announces every such change on
// STUDIO_DAYS_CHANNEL (migration 0017). So each instance keeps the days it was asked about and drops a
// studio's days when told, or all of them when it may have missed a message. Booking itself never
// reads this: the exclusion constraint decides a clash.

const STUDIO_DAYS_CHANNEL = 'studio_days_changed';
const EVERY_STUDIO = '*';
// Bounds for a notification that never came (a partition that kept the connection open): no answer
// is older than this, and memory holds at most this many days.
const MAX_AGE_MS = 60_000;
const MAX_DAYS = 2000;

type DayBlock = BlockedRange & { bookingId?: string };

type CachedDay = { studioId: string; loadedAt: number; blocks: Promise<DayBlock[]> };

class DayBlockCache {
  #live = false;
  readonly #days = new Map<string, CachedDay>();

  constructor(private readonly db: Database) {
    subscribeToNotifications(db, STUDIO_DAYS_CHANNEL, {
      message: (studioId) => this.#forget(studioId),
      live: (listening) => {
        this.#live = listening;
        this.#forget(EVERY_STUDIO);
      },
    });
  }

  get live() {
    return this.#live;
  }

  blocksOf(studioId: string, date: LocalDate): Promise<DayBlock[]> {
    if (!this.#live) return loadDay(this.db, studioId, date);
    const key = `${studioId}\u0000${date}`;
    const cached = this.#days.get(key);
    if (cached && Date.now() - cached.loadedAt < MAX_AGE_MS) return cached.blocks;
    const day: CachedDay = {
      studioId,
      loadedAt: Date.now(),
      blocks: loadDay(this.db, studioId, date),
    };
    // A failed read is not kept: the next request asks the database again.
    day.blocks.catch(() => {
      if (this.#days.get(key) === day) this.#days.delete(key);
    });
    // Re-inserted at the end, so the first key is always the oldest load: the one evicted.
    this.#days.delete(key);
    this.#days.set(key, day);
    if (this.#days.size > MAX_DAYS) this.#days.delete(this.#days.keys().next().value!);
    return day.blocks;
  }

  #forget(studioId: string) {
    if (studioId === EVERY_STUDIO) return this.#days.clear();
    for (const [key, day] of this.#days) if (day.studioId === studioId) this.#days.delete(key);
  }
}

/**
 * What blocks a studio's London day, read from the database itself: for a transaction that must see
 * its own writes (the waitlist's offers), which the shared memory of committed days cannot.
 */
export async function loadDay(
  db: Database,
  studioId: string,
  date: LocalDate,
): Promise<DayBlock[]> {
  const from = londonWallTimeToInstant(date, 0);
  const to = londonWallTimeToInstant(addDays(date, 1), 0);
  const [bookings, imported] = await Promise.all([
    bookingBlocks(db, studioId, from, to),
    importedBusyRanges(db, studioId, from, to),
  ]);
  return [...bookings, ...imported];
}

const caches = new WeakMap<Database, DayBlockCache>();

function cacheOf(db: Database): DayBlockCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new DayBlockCache(db)));
  return cache;
}

/** Whether this instance answers studio days from memory now (it is listening for changes). */
export function dayBlocksFromMemory(db: Database): boolean {
  return cacheOf(db).live;
}

/**
 * The ranges that block a studio's London day, leaving out the booking being moved (`excludeId`),
 * which cannot collide with itself. Served from memory while this instance is listening for changes.
 */
export async function dayBlocks(
  db: Database,
  studioId: string,
  date: LocalDate,
  excludeId?: string,
): Promise<BlockedRange[]> {
  const blocks = await cacheOf(db).blocksOf(studioId, date);
  return blocks
    .filter((block) => excludeId === undefined || block.bookingId !== excludeId)
    .map(({ start, end }) => ({ start, end }));
}

/**
 * Calls `changed` with a studio's id whenever its bookings, holds or imported busy times change,
 * and with '*' after a lost connection came back (changes may have been missed). The timeline's live
 * stream (app/api/admin/bookings/live) follows this.
 */
export function watchStudioDays(db: Database, changed: (studioId: string) => void) {
  let wasLive: boolean | null = null;
  return subscribeToNotifications(db, STUDIO_DAYS_CHANNEL, {
    message: changed,
    live: (listening) => {
      if (listening && wasLive === false) changed(EVERY_STUDIO);
      wasLive = listening;
    },
  });
}
