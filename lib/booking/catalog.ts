import { z } from 'zod';
import { fetchContent } from '../content/fetch';
import { bookableStudiosQuery, bookingSettingsQuery } from '../content/queries';
import type {
  BookableStudiosQueryResult,
  BookingSettingsQueryResult,
} from '../content/sanity.types';
import { durationChoices } from './availability';
import { DEFAULT_BOOKING_HOURS, type BookingSettings } from './rules';
import { WEEKDAYS } from '../time';

/** A studio customers can book, with what the booking page shows about it. */
export type BookableStudio = { id: string } & Omit<BookableStudiosQueryResult[number], '_id'>;

const wholeNumber = z.number().int().nonnegative();

const studioDocument = z.object({
  _id: z.string().min(1),
  title: z.string().min(1),
  slug: z.string().min(1),
  description: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  features: z
    .array(z.string())
    .nullish()
    .transform((value) => value ?? []),
  capacity: wholeNumber.min(1),
  hourlyRate: z.number().nonnegative(),
  minDurationMinutes: wholeNumber.min(15),
  maxDurationMinutes: wholeNumber.min(15),
  bufferMinutes: wholeNumber,
  minNoticeHours: wholeNumber,
  maxAdvanceDays: wholeNumber.min(1),
  imageUrl: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  imageAlt: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
});

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const settingsDocument = z
  .object({
    bookingHours: z
      .array(z.object({ day: z.enum(WEEKDAYS), opens: clock, closes: clock }))
      .nullish(),
    closures: z
      .array(
        z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), reason: z.string().nullish() }),
      )
      .nullish(),
  })
  .nullish();

/** The `studio` documents marked bookable whose booking rules are complete. */
export async function loadBookableStudios(): Promise<BookableStudio[]> {
  return bookableStudiosFrom(
    await fetchContent<BookableStudiosQueryResult>(bookableStudiosQuery, {}, { tags: ['studio'] }),
  );
}

/** The studios of bookableStudiosQuery's result whose rules are complete (CMS content is outside input). */
export function bookableStudiosFrom(documents: readonly unknown[] | null): BookableStudio[] {
  const studios: BookableStudio[] = [];
  for (const document of documents ?? []) {
    const parsed = studioDocument.safeParse(document);
    if (!parsed.success) {
      // An editor's half-filled studio must not break the booking page for the others.
      console.warn(
        'A bookable studio has incomplete booking rules and is skipped',
        parsed.error.issues,
      );
      continue;
    }
    const { _id, ...rest } = parsed.data;
    const studio = { id: _id, ...rest };
    // Sessions move in 30-minute steps; a studio with no whole step between its limits cannot be booked.
    if (durationChoices(studio).length === 0) continue;
    studios.push(studio);
  }
  return studios;
}

export async function loadBookableStudio(id: string): Promise<BookableStudio | null> {
  return (await loadBookableStudios()).find((studio) => studio.id === id) ?? null;
}

/** Opening hours and closures from site settings; the standard hours when none are set. */
export async function loadBookingSettings(): Promise<BookingSettings> {
  return bookingSettingsFrom(
    await fetchContent<BookingSettingsQueryResult>(
      bookingSettingsQuery,
      {},
      { tags: ['siteSettings'] },
    ),
  );
}

/** The booking rules of bookingSettingsQuery's result. */
export function bookingSettingsFrom(raw: unknown): BookingSettings {
  const document = settingsDocument.safeParse(raw);
  const data = document.success ? document.data : null;
  return {
    bookingHours: data?.bookingHours?.length ? data.bookingHours : DEFAULT_BOOKING_HOURS,
    closures: (data?.closures ?? []).map((closure) => ({
      date: closure.date,
      reason: closure.reason ?? undefined,
    })),
  };
}
