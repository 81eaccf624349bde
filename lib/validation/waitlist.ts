import { z } from 'zod';
import { bookerName } from './booking';
import { calendarDate } from './dates';
import { emailField } from './email';
import { clockToMinutes } from '../time';

/** "09:30": a London wall-clock time on the quarter hour, as the booking page's start times. */
const clock = (label: string) =>
  z
    .string({ error: `${label} is required (HH:MM)` })
    .regex(/^([01]\d|2[0-3]):(00|15|30|45)$|^24:00$/, `${label} must be a quarter hour, HH:MM`);

export const joinWaitlistSchema = z
  .object({
    studioId: z.string({ error: 'Choose a studio' }).trim().min(1, 'Choose a studio').max(128),
    date: calendarDate('The date'),
    from: clock('The earliest start'),
    until: clock('The latest finish'),
    duration: z.coerce
      .number({ error: 'Choose how long the session is' })
      .int()
      .min(15)
      .max(24 * 60),
    name: bookerName,
    email: emailField,
  })
  .refine((entry) => clockToMinutes(entry.until) - clockToMinutes(entry.from) >= entry.duration, {
    path: ['until'],
    message: 'The latest finish must leave room for the session after the earliest start',
  });

export type JoinWaitlistRequest = z.infer<typeof joinWaitlistSchema>;
