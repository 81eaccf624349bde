import { z } from 'zod';

const MAX_URL_LENGTH = 2048;

function isWebAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The calendar a studio imports busy times from (`PUT /api/admin/calendars/{studio}/import` and its
 * form). Named `secretUrl` because it usually is one (Google's "secret address in iCal format"): the
 * audit log redacts fields so named. A webcal:// link, as calendar apps hand out, is the same
 * calendar over https.
 */
export const calendarImportSchema = z.object({
  secretUrl: z
    .string({ error: 'Paste the calendar’s address' })
    .trim()
    .min(1, 'Paste the calendar’s address')
    .max(MAX_URL_LENGTH, `That address is too long (${MAX_URL_LENGTH} characters at most)`)
    .transform((value) => value.replace(/^webcals?:\/\//i, 'https://'))
    .refine(isWebAddress, 'Paste an address that starts with https:// (or http://)'),
});

export type CalendarImportInput = z.input<typeof calendarImportSchema>;
