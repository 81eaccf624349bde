import type { BookableStudiosQueryResult } from '../content/sanity.types';
import type { LocalDate, Weekday } from '../time';

/**
 * A bookable studio's rules, as the `studio` document carries them (spec issue 7, content contract):
 * hourlyRate in whole pounds; bufferMinutes kept free after every session.
 */
export type StudioRules = { id: string } & Pick<
  BookableStudiosQueryResult[number],
  | 'capacity'
  | 'hourlyRate'
  | 'minDurationMinutes'
  | 'maxDurationMinutes'
  | 'bufferMinutes'
  | 'minNoticeHours'
  | 'maxAdvanceDays'
>;

export type OpeningHours = { day: Weekday; opens: string; closes: string };
export type Closure = { date: LocalDate; reason?: string };

/** Studio-wide booking settings from `siteSettings`. */
export type BookingSettings = { bookingHours: OpeningHours[]; closures: Closure[] };

/**
 * How long a booking waits for its address to confirm it (time to find the e-mail); a waitlist's
 * offer is held for its address as long.
 */
export const PROVISIONAL_HOLD_MINUTES = 60;

/** Start times and durations move in steps of this many minutes. */
export const SLOT_STEP_MINUTES = 30;

/** The hours the site settings ship with: Mon-Fri 09:00-20:00, Sat-Sun 10:00-18:00. */
export const DEFAULT_BOOKING_HOURS: OpeningHours[] = [
  { day: 'monday', opens: '09:00', closes: '20:00' },
  { day: 'tuesday', opens: '09:00', closes: '20:00' },
  { day: 'wednesday', opens: '09:00', closes: '20:00' },
  { day: 'thursday', opens: '09:00', closes: '20:00' },
  { day: 'friday', opens: '09:00', closes: '20:00' },
  { day: 'saturday', opens: '10:00', closes: '18:00' },
  { day: 'sunday', opens: '10:00', closes: '18:00' },
];

/** Price in pence of a session: the hourly rate pro rata. */
export function sessionPricePence(
  studio: Pick<StudioRules, 'hourlyRate'>,
  minutes: number,
): number {
  return Math.round((studio.hourlyRate * 100 * minutes) / 60);
}

/**
 * "£120" or "£7.50"; with `pence: 'always'` "£120.00", as invoices, reports and columns of figures
 * show money.
 */
export function formatPounds(pence: number, { pence: shown = 'when-any' } = {}): string {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: shown === 'always' || pence % 100 !== 0 ? 2 : 0,
  }).format(pence / 100);
}
