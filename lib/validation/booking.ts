import { z } from 'zod';
import { calendarDate, calendarInstant } from './dates';
import { emailField } from './email';
import { isLocalDate } from '../time';

const instant = calendarInstant('The time');

export const bookingConsultationSchema = z.object({
  goals: z
    .string({ error: 'Tell us what you want to record' })
    .trim()
    .min(10, 'Tell us a little more (at least 10 characters)')
    .max(1000, 'Please keep it under 1000 characters'),
  podcastName: z.string().trim().max(120).optional(),
  guests: z.coerce.number().int().min(0).max(12).optional(),
  experience: z.enum(['first_show', 'some_episodes', 'established']).optional(),
});

/** The name a booking (or a place on a waitlist) is under. */
export const bookerName = z
  .string({ error: 'Name must be at least 2 characters' })
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(120);

export const bookingRequestSchema = z.object({
  studioId: z.string({ error: 'Choose a studio' }).trim().min(1, 'Choose a studio').max(128),
  start: instant,
  end: instant,
  name: bookerName,
  email: emailField,
  phone: z
    .string()
    .trim()
    .max(40, 'Phone number is too long')
    .regex(/^[+()\d\s-]*$/, 'Phone number may contain digits, spaces, +, - and brackets')
    .optional()
    .transform((value) => value || undefined),
  notes: z
    .string()
    .trim()
    .max(2000, 'Please keep notes under 2000 characters')
    .optional()
    .transform((value) => value || undefined),
  /** Printed on the VAT invoice: a business reclaiming VAT needs its name and address there. */
  billingAddress: z
    .string()
    .trim()
    .max(400, 'Please keep the address under 400 characters')
    .optional()
    .transform((value) => value || undefined),
  consultation: bookingConsultationSchema.optional(),
  addOns: z.array(z.string().trim().min(1).max(128)).max(20, 'Too many add-ons').optional(),
  /** The person the customer asks for by name ("with Theo"), where the studio allows it. */
  staffId: z.uuid('Choose someone from the list').optional(),
  promoCode: z
    .string()
    .trim()
    .max(40, 'Promo codes are at most 40 characters')
    .regex(/^[A-Za-z0-9_-]*$/, 'Promo codes contain only letters, digits, - and _')
    .optional()
    .transform((value) => value || undefined),
  /** Pay online now (when the studio takes online payments) or at the studio. */
  payment: z.enum(['studio', 'online']).optional(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** What the booking page asks to price before anything is confirmed. */
export const quoteRequestSchema = bookingRequestSchema.pick({
  studioId: true,
  start: true,
  end: true,
  addOns: true,
  promoCode: true,
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const availabilityQuerySchema = z.object({
  studio: z.string({ error: 'studio is required' }).min(1, 'studio is required').max(128),
  date: calendarDate(),
  duration: z.coerce
    .number({ error: 'duration must be a number of minutes' })
    .int('duration must be whole minutes')
    .min(15)
    .max(24 * 60),
  /** Chosen add-ons (comma-separated ids): their setup and teardown time must be free too. */
  addOns: z
    .string()
    .max(1000)
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean).slice(0, 20) : [])),
  /** A booking being rescheduled: its own time counts as free. */
  exclude: z.uuid('exclude must be a booking id').optional(),
  /** The person the customer asks for by name: only times they are free. */
  staff: z.uuid('staff must be a person on the rota').optional(),
});

const manageToken = z.string().min(16).max(128).optional();

export const cancelBookingSchema = z.object({
  token: manageToken,
  /** Staff cancelling for a customer keep the late fee the policy sets (default: the studio waives it). */
  keepFee: z.boolean().optional(),
});

/** The button of the e-mailed link that confirms a provisional booking. */
export const confirmBookingAddressSchema = z.object({
  reference: z.string().trim().min(1).max(40),
  token: z.string().min(16).max(128),
});

export const rescheduleBookingSchema = z.object({
  start: instant,
  end: instant,
  token: manageToken,
  /** The deposit difference the customer was shown and agreed to pay for a dearer move. */
  topUpPence: z.number().int().positive().max(10_000_000).optional(),
});

/**
 * A link that opens the booking form on a studio (its slug or id), a day and perhaps a start time
 * (London `HH:mm`): the assistant's, and the timeline's free time through the customer picker.
 * Bad values are ignored, not refused.
 */
export const bookingSlotSchema = z.object({
  studio: z.string().trim().min(1).max(100).optional().catch(undefined),
  date: z.string().refine(isLocalDate).optional().catch(undefined),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .optional()
    .catch(undefined),
});

export type BookingSlot = z.infer<typeof bookingSlotSchema>;

/** A move made on the studio timeline by staff: any studio, any time, with the new price accepted. */
export const staffMoveSchema = z.object({
  studioId: z.string().trim().min(1).max(100),
  start: instant,
  end: instant,
  acceptedPricePence: z.number().int().nonnegative().max(100_000_000).optional(),
});

/** Idempotency-Key header: printable ASCII, at most 200 characters. */
