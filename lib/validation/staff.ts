import { z } from 'zod';
import { STAFF_SKILL_VALUES } from '../skills';
import { WEEKDAYS } from '../time';
import { calendarInstant } from './dates';

// A bookable person as the back office (and the demo rota) writes one: lib/staff/store.ts stores it.

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time such as 09:00');

export const staffShiftSchema = z.object({
  day: z.enum(WEEKDAYS),
  starts: clock,
  ends: clock,
});

export const staffInputSchema = z.object({
  name: z
    .string({ error: 'Give their name' })
    .trim()
    .min(2, 'Give their name (at least 2 characters)')
    .max(120),
  jobTitle: z
    .string({ error: 'Give their job title' })
    .trim()
    .min(2, 'Give their job title')
    .max(80),
  teamMemberId: z
    .string()
    .trim()
    .max(128)
    .nullish()
    .transform((value) => value || null),
  skills: z.array(z.enum(STAFF_SKILL_VALUES)).max(STAFF_SKILL_VALUES.length),
  studioIds: z.array(z.string().trim().min(1).max(128)).max(50),
  weeklyHours: z.array(staffShiftSchema).max(7),
  active: z.boolean(),
  /** Customers may ask for them by name on the booking page. */
  customersMayChoose: z.boolean().default(false),
});

export type StaffInputBody = z.infer<typeof staffInputSchema>;

export const timeOffSchema = z
  .object({
    start: calendarInstant('The start'),
    end: calendarInstant('The end'),
    reason: z
      .string()
      .trim()
      .max(200)
      .nullish()
      .transform((value) => value || null),
  })
  .refine((entry) => entry.end > entry.start, {
    path: ['end'],
    message: 'The end must be after the start',
  })
  .refine((entry) => entry.end.getTime() - entry.start.getTime() <= 366 * 86_400_000, {
    path: ['end'],
    message: 'Time off can be at most a year at a time',
  });
