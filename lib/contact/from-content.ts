import { z } from 'zod';
import type { ContactSectionData } from './studio-info';

const text = z.string().trim().min(1);

// CMS content is outside input too: a contactSection block is shown only when it is complete.
const contactSectionContentSchema = z.object({
  _type: z.literal('contactSection'),
  _key: text,
  heading: text,
  intro: z
    .string()
    .nullish()
    .transform((intro) => intro || undefined),
  formHeading: text,
  privacyNote: text,
  studio: z.object({
    address: text,
    mapsUrl: z.url(),
    phone: text,
    email: z.email(),
    contactHours: text,
    socials: z
      .object({
        instagram: z.url().nullish(),
        twitter: z.url().nullish(),
        facebook: z.url().nullish(),
        linkedin: z.url().nullish(),
      })
      .nullish()
      .transform((socials) =>
        Object.fromEntries(Object.entries(socials ?? {}).filter(([, url]) => Boolean(url))),
      ),
  }),
});

/** The contact block as the page query returns it, checked; null (and a log line) when incomplete. */
export function contactSectionFromContent(block: unknown): ContactSectionData | null {
  const parsed = contactSectionContentSchema.safeParse(block);
  if (parsed.success) return parsed.data;
  console.error('A contactSection block is incomplete and is not shown', parsed.error.issues);
  return null;
}
