// The studios, add-ons and settings the history is booked against: the content seed's own
// (content/production.ndjson), read through the same parsers the app reads the CMS with, so the
// bookings carry the names and prices the pages show.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  addOnsFrom,
  bookableStudiosFrom,
  bookingSettingsFrom,
  moneySettingsFrom,
  type BookableStudio,
  type MoneySettings,
} from '@/lib/booking/catalog';
import type { AddOnOffer } from '@/lib/booking/pricing';
import type { BookingSettings } from '@/lib/booking/rules';

export type SeedCatalog = {
  studios: BookableStudio[];
  addOns: AddOnOffer[];
  settings: BookingSettings;
  money: MoneySettings;
};

type SeedDocument = Record<string, unknown> & { _id: string; _type: string };

export function loadSeedCatalog(
  ndjsonPath = path.join(process.cwd(), 'content', 'production.ndjson'),
): SeedCatalog {
  const documents = readFileSync(ndjsonPath, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SeedDocument)
    .filter((document) => !document._id.startsWith('drafts.'));
  const ofType = (type: string) => documents.filter((document) => document._type === type);
  const settings = documents.find((document) => document._id === 'siteSettings') ?? null;
  const studios = bookableStudiosFrom(
    ofType('studio')
      .filter((studio) => studio.bookable === true)
      .map((studio) => ({
        ...studio,
        slug: (studio.slug as { current?: string } | undefined)?.current,
      })),
  );
  const addOns = addOnsFrom(
    ofType('addOn').map((addOn) => ({
      ...addOn,
      studioIds: ((addOn.studios as { _ref: string }[] | undefined) ?? []).map((ref) => ref._ref),
    })),
  );
  if (studios.length === 0) throw new Error(`No bookable studio in ${ndjsonPath}`);
  return {
    studios,
    addOns,
    settings: bookingSettingsFrom(settings),
    money: moneySettingsFrom(settings),
  };
}
