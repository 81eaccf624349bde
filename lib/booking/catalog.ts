import { z } from 'zod';
import { fetchContent } from '../content/fetch';
import { durationChoices } from './availability';
import { DEFAULT_BOOKING_HOURS, type BookingSettings, type StudioRules } from './rules';
import { WEEKDAYS } from './time';

/** A studio customers can book, with what the booking page shows about it. */
export type BookableStudio = StudioRules & {
  title: string;
  slug: string;
  description: string;
  features: string[];
  imageUrl: string | null;
  imageAlt: string;
};

export const STUDIOS_QUERY = `*[_type == "studio" && bookable == true && defined(slug.current)] | order(hourlyRate asc, title asc) {
  _id, title, "slug": slug.current, description, features, capacity, hourlyRate,
  minDurationMinutes, maxDurationMinutes, bufferMinutes, minNoticeHours, maxAdvanceDays,
  "imageUrl": image.asset->url, "imageAlt": coalesce(image.alt, title)
}`;

export const SETTINGS_QUERY = `*[_id == "siteSettings"][0]{ bookingHours, closures }`;

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
    await fetchContent<unknown[]>(STUDIOS_QUERY, {}, { tags: ['studio'] }),
  );
}

/** The studios of STUDIOS_QUERY's result that can be booked (CMS content is outside input). */
export function bookableStudiosFrom(documents: unknown[] | null): BookableStudio[] {
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
    await fetchContent<unknown>(SETTINGS_QUERY, {}, { tags: ['siteSettings'] }),
  );
}

/** The booking rules of SETTINGS_QUERY's result. */
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
