import { z } from 'zod';
import { fetchContent } from '../content/fetch';
import {
  bookableStudiosQuery,
  bookingAddOnsQuery,
  bookingSettingsQuery,
  moneySettingsQuery,
} from '../content/queries';
import type {
  BookableStudiosQueryResult,
  BookingAddOnsQueryResult,
  BookingSettingsQueryResult,
  MoneySettingsQueryResult,
} from '../content/sanity.types';
import type { CancellationPolicy } from './cancellation-policy';
import type { AddOnOffer } from './pricing';
import { durationChoices } from './availability';
import { DEFAULT_BOOKING_HOURS, type BookingSettings } from './rules';
import { WEEKDAYS } from '../time';
import { STAFF_SKILL_VALUES } from '../skills';

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
  hourlyRate: z.number().int().nonnegative(),
  eveningWeekendRate: wholeNumber.nullish().transform((value) => value ?? null),
  eveningFrom: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .nullish()
    .transform((value) => value ?? null),
  minimumCharge: wholeNumber.nullish().transform((value) => value ?? null),
  minDurationMinutes: wholeNumber.min(15),
  maxDurationMinutes: wholeNumber.min(15),
  bufferMinutes: wholeNumber,
  minNoticeHours: wholeNumber,
  maxAdvanceDays: wholeNumber.min(1),
  /** The room's exact address, for customers who booked it (the public site names the area only). */
  address: z
    .string()
    .nullish()
    .transform((value) => value?.trim() || null),
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

const addOnDocument = z.object({
  _id: z.string().min(1),
  title: z.string().min(1),
  description: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  price: z.number().nonnegative(),
  priceUnit: z.enum(['session', 'hour']).nullish(),
  minutesBefore: wholeNumber.max(240).nullish(),
  minutesAfter: wholeNumber.max(240).nullish(),
  required: z.boolean().nullish(),
  // A skill this build does not know (an older Studio's value) is read as none.
  requiresSkill: z.enum(STAFF_SKILL_VALUES).nullish().catch(null),
  studioIds: z.array(z.string()).nullish(),
});

/** The add-ons editors offer; a half-filled one is skipped, like a half-filled studio. */
export async function loadAddOns(): Promise<AddOnOffer[]> {
  return addOnsFrom(
    await fetchContent<BookingAddOnsQueryResult>(bookingAddOnsQuery, {}, { tags: ['addOn'] }),
  );
}

export function addOnsFrom(documents: readonly unknown[] | null): AddOnOffer[] {
  const offers: AddOnOffer[] = [];
  for (const document of documents ?? []) {
    const parsed = addOnDocument.safeParse(document);
    if (!parsed.success) {
      console.warn('A booking add-on is incomplete and is skipped', parsed.error.issues);
      continue;
    }
    const addOn = parsed.data;
    offers.push({
      id: addOn._id,
      name: addOn.title,
      description: addOn.description,
      pricePence: Math.round(addOn.price * 100),
      unit: addOn.priceUnit ?? 'session',
      minutesBefore: addOn.minutesBefore ?? 0,
      minutesAfter: addOn.minutesAfter ?? 0,
      required: addOn.required ?? false,
      skill: addOn.requiresSkill ?? null,
      studioIds: addOn.studioIds ?? [],
    });
  }
  return offers;
}

/** Deposit, cancellation policy and invoice details, with the defaults a fresh install runs on. */
export type MoneySettings = {
  depositPercent: number;
  payAtStudio: boolean;
  policy: CancellationPolicy;
  supplier: { name: string; address: string; vatNumber: string | null; email: string | null };
};

const percent = z.number().int().min(0).max(100);
const moneySettingsDocument = z
  .object({
    studioName: z.string().nullish(),
    address: z.string().nullish(),
    email: z.string().nullish(),
    depositPercent: percent.nullish(),
    payAtStudio: z.boolean().nullish(),
    freeCancellationHours: wholeNumber.max(720).nullish(),
    lateCancellationFeePercent: percent.nullish(),
    legalName: z.string().nullish(),
    legalAddress: z.string().nullish(),
    vatNumber: z.string().nullish(),
  })
  .nullish();

export async function loadMoneySettings(): Promise<MoneySettings> {
  return moneySettingsFrom(
    await fetchContent<MoneySettingsQueryResult>(
      moneySettingsQuery,
      {},
      { tags: ['siteSettings'] },
    ),
  );
}

export function moneySettingsFrom(raw: unknown): MoneySettings {
  const parsed = moneySettingsDocument.safeParse(raw);
  const data = parsed.success ? parsed.data : null;
  return {
    depositPercent: data?.depositPercent ?? 50,
    payAtStudio: data?.payAtStudio ?? true,
    policy: {
      freeCancellationHours: data?.freeCancellationHours ?? 48,
      lateFeePercent: data?.lateCancellationFeePercent ?? 50,
    },
    supplier: {
      name: data?.legalName || data?.studioName || 'London Podcast Studio',
      address: data?.legalAddress || data?.address || '',
      vatNumber: data?.vatNumber || null,
      email: data?.email || null,
    },
  };
}
