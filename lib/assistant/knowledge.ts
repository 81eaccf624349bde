// What the assistant knows: the site's own published content (FAQs, services, studios, opening
// hours, contact details), turned into passages to search and facts for the intent handlers.
import { z } from 'zod';
import { studioRateWords } from '../booking/pricing';
import type { BookableStudio } from '../booking/catalog';
import type { BookingSettings } from '../booking/rules';

export type Passage = {
  id: string;
  kind: 'faq' | 'service' | 'studio' | 'hours' | 'booking';
  title: string;
  text: string;
  href: string;
};

export type Knowledge = {
  studioName: string;
  contactHours: string | null;
  phone: string | null;
  email: string | null;
  studios: BookableStudio[];
  settings: BookingSettings;
  passages: Passage[];
};

export const KNOWLEDGE_QUERY = `{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{ studioName, phone, email, contactHours },
  "faqs": *[_type == "faq" && defined(question)]{ _id, question, answer },
  "services": *[_type == "service" && defined(slug.current)] | order(order asc) {
    _id, title, "slug": slug.current, summary, features, priceFrom
  }
}`;

// Rich text (Portable Text blocks) or a plain string, as an editor may have written either.
const textSchema = z
  .union([
    z.string(),
    z.array(
      z.looseObject({
        children: z.array(z.looseObject({ text: z.string().optional() })).optional(),
      }),
    ),
  ])
  .transform((value) =>
    typeof value === 'string'
      ? value
      : value
          .map((block) => (block.children ?? []).map((child) => child.text ?? '').join(''))
          .join('\n'),
  );

// CMS content is outside input: whatever an editor left half-filled is skipped, never fatal.
const rawKnowledgeSchema = z.object({
  settings: z
    .object({
      studioName: z.string().nullish(),
      phone: z.string().nullish(),
      email: z.string().nullish(),
      contactHours: z.string().nullish(),
    })
    .nullish(),
  faqs: z
    .array(z.unknown())
    .nullish()
    .transform((items) =>
      (items ?? []).flatMap((item) => {
        const faq = z
          .object({ _id: z.string(), question: z.string().min(1), answer: textSchema })
          .safeParse(item);
        return faq.success ? [faq.data] : [];
      }),
    ),
  services: z
    .array(z.unknown())
    .nullish()
    .transform((items) =>
      (items ?? []).flatMap((item) => {
        const service = z
          .object({
            _id: z.string(),
            title: z.string().min(1),
            slug: z.string().min(1),
            summary: z.string().nullish(),
            features: z.array(z.string()).nullish(),
            priceFrom: z.number().nullish(),
          })
          .safeParse(item);
        return service.success ? [service.data] : [];
      }),
    ),
});

const DAY_NAMES: Record<string, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const pounds = (amount: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

/** The booking hours, day by day: "Monday 09:00-20:00, …". */
export function describeBookingHours(settings: BookingSettings): string {
  return settings.bookingHours
    .map((hours) => `${DAY_NAMES[hours.day] ?? hours.day} ${hours.opens}-${hours.closes}`)
    .join(', ');
}

export function describeStudio(studio: BookableStudio): string {
  return [
    studio.description,
    `Up to ${studio.capacity} ${studio.capacity === 1 ? 'person' : 'people'}.`,
    `${studioRateWords(studio)}.`,
    studio.features.length ? `Features: ${studio.features.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export const bookingLinkFor = (studio: BookableStudio, date?: string) =>
  `/booking?studio=${encodeURIComponent(studio.slug)}${date ? `&date=${date}` : ''}`;

/** Builds the knowledge from the content query's result, the bookable studios and the booking rules. */
export function buildKnowledge(
  raw: unknown,
  studios: BookableStudio[],
  settings: BookingSettings,
): Knowledge {
  const parsed = rawKnowledgeSchema.safeParse(raw ?? {});
  const data = parsed.success ? parsed.data : { settings: null, faqs: [], services: [] };
  const studioName = data.settings?.studioName || 'the studio';
  const contactHours = data.settings?.contactHours || null;
  const passages: Passage[] = [
    ...data.faqs.map((faq) => ({
      id: faq._id,
      kind: 'faq' as const,
      title: faq.question,
      text: faq.answer,
      href: '/contact',
    })),
    ...data.services.map((service) => ({
      id: service._id,
      kind: 'service' as const,
      title: service.title,
      text: [
        service.summary,
        service.features?.length ? `Includes: ${service.features.join(', ')}.` : '',
        service.priceFrom ? `From ${pounds(service.priceFrom)}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
      href: `/${service.slug}`,
    })),
    ...studios.map((studio) => ({
      id: studio.id,
      kind: 'studio' as const,
      title: studio.title,
      text: describeStudio(studio),
      href: bookingLinkFor(studio),
    })),
    {
      id: 'opening-hours',
      kind: 'hours',
      title: 'Opening hours',
      text: [contactHours, `Sessions can be booked ${describeBookingHours(settings)}.`]
        .filter(Boolean)
        .join(' '),
      href: '/contact',
    },
    {
      id: 'how-booking-works',
      kind: 'booking',
      title: 'How booking works',
      text: `Book online: choose one of our ${studios.length} studios (${studios.map((studio) => studio.title).join(', ')}), a date, a session length and a free start time, then confirm with your name and e-mail. You get a confirmation e-mail with a calendar invite and a link to reschedule or cancel.`,
      href: '/booking',
    },
  ];
  return {
    studioName,
    contactHours,
    phone: data.settings?.phone ?? null,
    email: data.settings?.email ?? null,
    studios,
    settings,
    passages,
  };
}
