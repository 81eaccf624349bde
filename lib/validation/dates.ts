// Dates and instants from outside: well formed, real, and within what the calendar holds.
import { z } from 'zod';
import {
  CALENDAR_FIRST_DATE,
  CALENDAR_LAST_DATE,
  isInstantWithinCalendar,
  isRealDate,
  isWithinCalendar,
} from '../time';

const outsideCalendar = `must be between ${CALENDAR_FIRST_DATE} and ${CALENDAR_LAST_DATE}`;

/** A London date, `YYYY-MM-DD`; `label` names the field in the messages. */
export const calendarDate = (label = 'date') =>
  z
    .string({ error: `${label} is required (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be YYYY-MM-DD`, abort: true })
    .refine(isRealDate, { error: `${label} is not a real date`, abort: true })
    .refine(isWithinCalendar, `${label} ${outsideCalendar}`);

/** An ISO 8601 date-time (with an offset unless `offset` is false), kept as its text. */
export const calendarInstantText = (label = 'date-time', { offset = true } = {}) =>
  z.iso
    .datetime({
      offset,
      error: offset ? 'Use an ISO 8601 date-time with an offset' : 'Use an ISO 8601 date-time',
      abort: true,
    })
    .refine((value) => isInstantWithinCalendar(new Date(value)), `${label} ${outsideCalendar}`);

/** An ISO 8601 date-time with an offset, as a Date. */
export const calendarInstant = (label = 'date-time') =>
  calendarInstantText(label).transform((value) => new Date(value));
