// The timeline's data as its client component draws it: wall-clock minutes of London days, and only
// what staff see on the grid (never a booking's tokens or answers).
import type { Timeline } from '@/lib/booking/timeline';
import { clockToMinutes, londonClockTime, londonDateOf, type LocalDate } from '@/lib/time';
import { staffingOf, type Staffing } from '@/lib/staff/staffing';
import { paymentWords } from '../AdminBookings/booking-parts';

export type TimelineEntry = {
  id: string;
  reference: string;
  studioId: string;
  date: LocalDate;
  startMinute: number;
  endMinute: number;
  /** Setup before, and teardown plus buffer after, that the session blocks the studio for. */
  beforeMinutes: number;
  afterMinutes: number;
  guestName: string;
  kind: 'session' | 'hold' | 'no-show';
  payment: string;
  checkedIn: boolean;
  /** Who runs it (an engineer its add-ons need) and who else could; null: nobody needed. */
  staffing: Staffing | null;
};

export type TimelineBusyEntry = {
  studioId: string;
  date: LocalDate;
  startMinute: number;
  endMinute: number;
};

const minuteOf = (instant: Date) => clockToMinutes(londonClockTime(instant));
const minutesBetween = (a: Date, b: Date) => Math.round((b.getTime() - a.getTime()) / 60_000);

export function timelineEntries(timeline: Timeline): TimelineEntry[] {
  return timeline.bookings.map((booking) => ({
    id: booking.id,
    reference: booking.reference,
    studioId: booking.studioId,
    date: londonDateOf(booking.startAt),
    startMinute: minuteOf(booking.startAt),
    endMinute: minuteOf(booking.startAt) + minutesBetween(booking.startAt, booking.endAt),
    beforeMinutes: minutesBetween(booking.blockedFrom, booking.startAt),
    afterMinutes: minutesBetween(booking.endAt, booking.blockedUntil),
    guestName: booking.guestName,
    kind:
      booking.status === 'pending' ? 'hold' : booking.status === 'no_show' ? 'no-show' : 'session',
    payment: paymentWords(booking),
    checkedIn: booking.checkedInAt !== null,
    staffing: staffingOf(timeline.rota, booking),
  }));
}

/** Imported busy times cut into the London days they cover. */
export function timelineBusy(timeline: Timeline): TimelineBusyEntry[] {
  return timeline.busy.flatMap((busy) =>
    timeline.days
      .filter((day) => londonDateOf(busy.start) <= day.date && day.date <= londonDateOf(busy.end))
      .map((day) => ({
        studioId: busy.studioId,
        date: day.date,
        startMinute: londonDateOf(busy.start) === day.date ? minuteOf(busy.start) : 0,
        endMinute: londonDateOf(busy.end) === day.date ? minuteOf(busy.end) : 24 * 60,
      })),
  );
}
