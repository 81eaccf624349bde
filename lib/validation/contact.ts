import { z } from 'zod';
import { EMAIL_MESSAGE } from './email';

export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: EMAIL_MESSAGE,
  message: 'Message must be at least 10 characters',
} as const;

// Server-side ceilings (not in the spec): they keep the stored rows and outgoing e-mails sane.
export const CONTACT_LIMITS = { name: 120, email: 254, phone: 40, message: 5000 } as const;

/** The contact form (spec §5); the same schema validates the form and `POST /api/contact`. */
export const contactMessageSchema = z.object({
  name: z
    .string({ error: CONTACT_MESSAGES.name })
    .trim()
    .min(2, CONTACT_MESSAGES.name)
    .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`),
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.email)
    .pipe(z.email({ error: CONTACT_MESSAGES.email })),
  phone: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phone, `Phone must be at most ${CONTACT_LIMITS.phone} characters`)
    .optional(),
  message: z
    .string({ error: CONTACT_MESSAGES.message })
    .trim()
    .min(10, CONTACT_MESSAGES.message)
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
