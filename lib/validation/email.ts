import { z } from 'zod';

export const EMAIL_MESSAGE = 'Please enter a valid email address';

/** An e-mail address as typed by a person: trimmed, at most 254 characters (RFC 5321). */
export const emailField = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email({ error: EMAIL_MESSAGE }));
