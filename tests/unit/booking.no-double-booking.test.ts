import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  createBooking,
  cancelBooking,
  rescheduleBooking,
  type CreateBookingOutcome,
} from '@/lib/booking';
import { tables } from '@/lib/db';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { standardSettings, testStudio } from '../fixtures/studios';

const engines = await enginesUnderTest();

const studio = testStudio();
const settings = standardSettings;
const now = new Date('2026-01-05T12:00:00Z');
const guest = { name: 'Ada Lovelace', email: 'ada@example.com' };

/**
 * 200 sessions on Wednesday 3 June 2026 with different starts (11:00-14:00 BST) and lengths, every one
 * covering 14:00-14:30 BST, so any two of them overlap.
 */
function overlappingRequests(count: number) {
  const requests = [];
  for (let i = 0; i < count; i += 1) {
    const start = new Date(Date.parse('2026-06-03T10:00:00Z') + (i % 7) * 30 * 60_000);
    const minEnd = Date.parse('2026-06-03T13:30:00Z');
    const lengthSteps = Math.floor(i / 7) % 8;
    const end = new Date(
      Math.max(minEnd, start.getTime() + 60 * 60_000) + lengthSteps * 30 * 60_000,
    );
    requests.push({ start, end });
  }
  return requests;
}

describeOnEachEngine(engines, 'no double booking on $engine', 'bookings', (handle, engine) => {
  /** The guest books `inStudio` from `start` to `end` (ISO instants). */
  const bookAs = (start: string, end: string, inStudio = studio) =>
    createBooking(handle.db, {
      studio: inStudio,
      settings,
      booking: { start: new Date(start), end: new Date(end), ...guest },
      now,
    });

  it('stores exactly one of 200 overlapping requests for one slot; the other 199 conflict', async () => {
    const requests = overlappingRequests(200);
    expect(
      new Set(requests.map((r) => `${r.start.toISOString()}/${r.end.toISOString()}`)).size,
    ).toBeGreaterThan(40);
    const book = (request: (typeof requests)[number], i: number) =>
      createBooking(handle.db, {
        studio,
        settings,
        booking: { ...request, ...guest, email: `guest${i}@example.com` },
        idempotencyKey: `attempt-${i}`,
        now,
      });
    let outcomes: CreateBookingOutcome[];
    if (engine === 'postgres') {
      outcomes = await Promise.all(requests.map(book));
    } else {
      // PGlite has one connection: requests queue up, the constraint still decides.
      outcomes = [];
      for (const [i, request] of requests.entries()) outcomes.push(await book(request, i));
    }
    const kinds = outcomes.map((outcome) => outcome.kind);
    expect(kinds.filter((kind) => kind === 'created')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'conflict')).toHaveLength(199);
    const stored = await handle.db
      .select()
      .from(tables.bookings)
      .where(eq(tables.bookings.studioId, studio.id));
    expect(stored).toHaveLength(1);
    const mails = await handle.db.select().from(tables.mailMessages);
    expect(mails.filter((mail) => mail.kind === 'booking_confirmed')).toHaveLength(1);
  });

  it('refuses a session that starts inside the buffer of another; allows one after it', async () => {
    const first = await bookAs('2026-06-04T09:00:00Z', '2026-06-04T11:00:00Z');
    expect(first.kind).toBe('created');
    const inBuffer = await bookAs('2026-06-04T11:00:00Z', '2026-06-04T12:00:00Z');
    expect(inBuffer.kind).toBe('conflict');
    const afterBuffer = await bookAs('2026-06-04T11:30:00Z', '2026-06-04T12:30:00Z');
    expect(afterBuffer.kind).toBe('created');
    const otherStudio = await bookAs('2026-06-04T09:00:00Z', '2026-06-04T11:00:00Z', {
      ...studio,
      id: 'studio-two',
      title: 'Studio Two',
    });
    expect(otherStudio.kind).toBe('created');
  });

  it('returns the same booking when a request is retried with its Idempotency-Key', async () => {
    const request = {
      studio,
      settings,
      booking: {
        start: new Date('2026-06-05T09:00:00Z'),
        end: new Date('2026-06-05T10:00:00Z'),
        ...guest,
      },
      idempotencyKey: 'retry-me',
      now,
    };
    const first = await createBooking(handle.db, request);
    const retry = await createBooking(handle.db, request);
    expect(first.kind).toBe('created');
    expect(retry.kind).toBe('replayed');
    if (first.kind === 'created' && retry.kind === 'replayed') {
      expect(retry.booking.id).toBe(first.booking.id);
    }
    const otherSlot = await createBooking(handle.db, {
      ...request,
      booking: {
        ...request.booking,
        start: new Date('2026-06-05T12:00:00Z'),
        end: new Date('2026-06-05T13:00:00Z'),
      },
    });
    expect(otherSlot).toMatchObject({ kind: 'invalid' });
  });

  it('frees the slot on cancel and refuses a reschedule onto a taken slot', async () => {
    const slot = {
      start: new Date('2026-06-10T09:00:00Z'),
      end: new Date('2026-06-10T10:00:00Z'),
    };
    const a = await createBooking(handle.db, {
      studio,
      settings,
      booking: { ...slot, ...guest },
      now,
    });
    const b = await bookAs('2026-06-10T13:00:00Z', '2026-06-10T14:00:00Z');
    if (a.kind !== 'created' || b.kind !== 'created') throw new Error('setup failed');

    const onto = await rescheduleBooking(handle.db, b.booking, {
      studio,
      settings,
      ...slot,
      now,
    });
    expect(onto.kind).toBe('conflict');

    const cancelled = await cancelBooking(handle.db, a.booking, { byAdmin: false, now });
    expect(cancelled).toMatchObject({
      kind: 'done',
      booking: { status: 'cancelled', icsSequence: 1 },
    });

    const moved = await rescheduleBooking(handle.db, b.booking, {
      studio,
      settings,
      ...slot,
      now,
    });
    expect(moved).toMatchObject({ kind: 'done', booking: { icsSequence: 1 } });
  });
});
