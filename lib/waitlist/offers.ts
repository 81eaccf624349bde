import { sql, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db';
import { tables } from '../db';
import type { JobHandler } from '../jobs';
import { freeStartTimes, type BlockedRange } from '../booking/availability';
import {
  loadAddOns,
  loadBookableStudio,
  loadBookingSettings,
  loadMoneySettings,
} from '../booking/catalog';
import { loadDay } from '../booking/day-blocks';
import { createBooking, type Booking } from '../booking/store';
import { calendarDate } from '../validation/dates';
import { clockToMinutes, londonClockTime, type LocalDate } from '../time';
import { waitingFor, type WaitlistEntry } from './store';

/**
 * The job that offers a studio's freed time to its day's waitlist. Migration 0022's trigger on
 * bookings queues it under this name whenever blocked time of a day with someone waiting is freed.
 */
export const WAITLIST_OFFER_JOB = 'waitlist.offer';

const offerJob = z.object({ studioId: z.string().min(1).max(128), date: calendarDate() });

export function waitlistOfferHandler(): JobHandler {
  return async (payload, { db, now }) => {
    await offerFreedTime(db, offerJob.parse(payload), now);
  };
}

export type WaitlistOffer = { entry: WaitlistEntry; booking: Booking };

/**
 * Offers what is free on a studio's day to those waiting for it, first in line first: each gets the
 * earliest free start in their window as a provisional booking, held for them like any booking
 * waiting for its e-mail's link (lib/booking/store.ts), so nobody else can take it meanwhile. A
 * place is offered once; when an offer lapses its freed time comes back here for the next in line.
 * One run per studio's day at a time, in one transaction: all of its offers or none.
 */
export async function offerFreedTime(
  db: Database,
  day: { studioId: string; date: LocalDate },
  now: Date,
): Promise<WaitlistOffer[]> {
  const [studio, settings, money, offers] = await Promise.all([
    loadBookableStudio(day.studioId),
    loadBookingSettings(),
    loadMoneySettings(),
    loadAddOns(),
  ]);
  if (!studio) return [];
  const required = offers.filter((offer) => offer.required && offer.studioIds.includes(studio.id));
  const extra = {
    minutesBefore: Math.max(0, ...required.map((offer) => offer.minutesBefore)),
    minutesAfter: Math.max(0, ...required.map((offer) => offer.minutesAfter)),
  };
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`waitlist:${day.studioId}:${day.date}`}))`,
    );
    // Read here, not from the instance's memory of committed days: each offer blocks the next.
    const blocked: BlockedRange[] = await loadDay(tx, studio.id, day.date);
    const made: WaitlistOffer[] = [];
    for (const entry of await waitingFor(tx, studio.id, day.date)) {
      const starts = freeStartTimes({
        studio,
        settings,
        date: day.date,
        durationMinutes: entry.durationMinutes,
        blocked,
        now,
        extra,
      }).filter((start) => fitsWindow(entry, start));
      for (const start of starts) {
        const outcome = await createBooking(tx, {
          studio,
          settings,
          money,
          offers,
          booking: {
            start,
            end: new Date(start.getTime() + entry.durationMinutes * 60_000),
            name: entry.name,
            email: entry.email,
            addOns: required.map((offer) => offer.id),
          },
          provisional: true,
          waitlistOffer: true,
          externalBusy: blocked,
          userId: entry.userId,
          now,
        });
        // Taken meanwhile (a booking that did not wait for this lock), or its engineer is not
        // free: try the next start.
        if (outcome.kind !== 'created') continue;
        await tx
          .update(tables.waitlistEntries)
          .set({ offerBookingId: outcome.booking.id, offeredAt: now })
          .where(eq(tables.waitlistEntries.id, entry.id));
        blocked.push({ start: outcome.booking.blockedFrom, end: outcome.booking.blockedUntil });
        made.push({ entry, booking: outcome.booking });
        break;
      }
    }
    return made;
  });
}

function fitsWindow(entry: WaitlistEntry, start: Date): boolean {
  const from = clockToMinutes(londonClockTime(start));
  return from >= entry.fromMinute && from + entry.durationMinutes <= entry.untilMinute;
}
