// The site settings and content documents as schema.org data (see lib/seo for the shapes).
import { absoluteUrl } from '../site-url';
import type { StudioBusiness } from '../seo';
import type { OpeningHours, SiteSettingsQueryResult } from './sanity.types';

const DAY_CODES: Record<OpeningHours['day'], string> = {
  monday: 'Mo',
  tuesday: 'Tu',
  wednesday: 'We',
  thursday: 'Th',
  friday: 'Fr',
  saturday: 'Sa',
  sunday: 'Su',
};
const WEEK = Object.keys(DAY_CODES) as OpeningHours['day'][];

/**
 * schema.org `openingHours` strings: consecutive days with the same hours share one range,
 * e.g. five weekdays 09:00-18:00 become "Mo-Fr 09:00-18:00".
 */
export function openingHoursStrings(hours: readonly Omit<OpeningHours, '_type'>[]): string[] {
  const byDay = new Map(hours.map((entry) => [entry.day, `${entry.opens}-${entry.closes}`]));
  const ranges: { first: string; last: string; times: string }[] = [];
  let previousOpen = false;
  for (const day of WEEK) {
    const times = byDay.get(day);
    const current = ranges.at(-1);
    if (times && previousOpen && current?.times === times) current.last = DAY_CODES[day];
    else if (times) ranges.push({ first: DAY_CODES[day], last: DAY_CODES[day], times });
    previousOpen = Boolean(times);
  }
  return ranges.map(({ first, last, times }) =>
    first === last ? `${first} ${times}` : `${first}-${last} ${times}`,
  );
}

/** The studio as a LocalBusiness, from the site settings the editors keep. */
export function studioBusiness(settings: NonNullable<SiteSettingsQueryResult>): StudioBusiness {
  const addressLines = settings.address.split('\n').map((line) => line.trim());
  const postalCode = addressLines
    .join(' ')
    .match(/\b[A-Z]{1,2}\d[A-Z\d]?(?:\s*\d[A-Z]{2})?\b/)?.[0];
  return {
    name: settings.studioName,
    description: settings.defaultSeo?.description ?? settings.studioName,
    url: absoluteUrl('/'),
    telephone: settings.phone,
    email: settings.email,
    addressLocality: 'London',
    ...(postalCode && { postalCode }),
    openingHours: openingHoursStrings(settings.openingHoursStructured ?? []),
    priceRange: settings.priceRange ?? '££',
    serviceRadiusMetres: settings.serviceRadiusMetres ?? 50_000,
    sameAs: Object.values(settings.socials ?? {}).filter((url): url is string => Boolean(url)),
  };
}
