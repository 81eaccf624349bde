// The questions the assistant answers from live facts rather than passages: opening hours, prices and
// availability. Pure parsing: dates are read relative to "today" in London, times as a wall clock.
import type { BookableStudio } from '../booking/catalog';
import type { StaffSkill } from '../skills';
import { addDays, WEEKDAYS, weekdayOf, type LocalDate } from '../time';

export type Intent =
  | {
      kind: 'availability';
      studio: BookableStudio | null;
      date: LocalDate;
      time: string | null;
      /** The skill of a person asked for ("with an engineer"), who must be free too. */
      skill: StaffSkill | null;
    }
  | { kind: 'price'; studio: BookableStudio | null }
  | { kind: 'hours' };

// Words of studio names that do not tell one studio from another.
const GENERIC_WORDS = new Set(['studio', 'studios', 'the', 'space', 'setup', 'podcast', 'room']);

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The studio a question names, by the distinctive words of its name ("Greenwich", "City View"). */
export function studioNamed(question: string, studios: BookableStudio[]): BookableStudio | null {
  const asked = new Set(words(question));
  let best: { studio: BookableStudio; matched: number } | null = null;
  for (const studio of studios) {
    const distinctive = words(studio.title).filter((word) => !GENERIC_WORDS.has(word));
    const matched = distinctive.filter((word) => asked.has(word)).length;
    if (matched > 0 && (!best || matched > best.matched)) best = { studio, matched };
  }
  return best?.studio ?? null;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const pad = (value: number) => String(value).padStart(2, '0');

/** The date a question asks about: today, tomorrow, (next) Saturday, 12 December, 2026-12-12. */
export function dateAskedFor(question: string, today: LocalDate): LocalDate | null {
  const text = question.toLowerCase();
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  if (/\btoday\b|\btonight\b/.test(text)) return today;
  if (/\btomorrow\b/.test(text)) return addDays(today, 1);
  // Before the weekday: "Saturday 12 December" means that Saturday, not the coming one.
  const calendarDate = calendarDateIn(text, today);
  if (calendarDate) return calendarDate;

  const weekday = new RegExp(`\\b(next|this|on)?\\s*(${WEEKDAYS.join('|')})\\b`).exec(text);
  if (!weekday) return null;
  const target = WEEKDAYS.indexOf(weekday[2] as (typeof WEEKDAYS)[number]);
  const from = WEEKDAYS.indexOf(weekdayOf(today));
  let ahead = (target - from + 7) % 7;
  // "Next Saturday" on a Saturday is a week away; a bare "Saturday" on a Saturday is today.
  if (ahead === 0 && weekday[1] === 'next') ahead = 7;
  return addDays(today, ahead);
}

/** "12 December", "the 12th of December", "March 3rd": the next such date from today on. */
function calendarDateIn(text: string, today: LocalDate): LocalDate | null {
  const monthPattern = MONTHS.map((month) => month.slice(0, 3) + `(?:${month.slice(3)})?`).join(
    '|',
  );
  const dayMonth =
    new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${monthPattern})\\b`).exec(text) ??
    null;
  const monthDay = new RegExp(`\\b(${monthPattern})\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`).exec(text);
  const day = dayMonth ? Number(dayMonth[1]) : monthDay ? Number(monthDay[2]) : null;
  const monthWord = dayMonth ? dayMonth[2] : monthDay ? monthDay[1] : null;
  if (!day || !monthWord) return null;
  const month = MONTHS.findIndex((name) => name.startsWith(monthWord.slice(0, 3))) + 1;
  const year = Number(today.slice(0, 4));
  const candidate = `${year}-${pad(month)}-${pad(day)}`;
  // A date already past this year means next year's.
  return candidate < today ? `${year + 1}-${pad(month)}-${pad(day)}` : candidate;
}

/** The wall-clock time a question asks about ("2pm", "2:30 pm", "14:00", "noon"), as HH:MM. */
export function timeAskedFor(question: string): string | null {
  const text = question.toLowerCase();
  if (/\bnoon\b|\bmidday\b/.test(text)) return '12:00';
  const twelveHour = /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)\b/.exec(text);
  if (twelveHour) {
    let hours = Number(twelveHour[1]) % 12;
    if (twelveHour[3] === 'pm') hours += 12;
    return `${pad(hours)}:${twelveHour[2] ?? '00'}`;
  }
  const clock = /\b([01]?\d|2[0-3]):([0-5]\d)\b/.exec(text);
  return clock ? `${pad(Number(clock[1]))}:${clock[2]}` : null;
}

// The people a question can ask to be free too, by the words for them; the first match counts.
const SKILL_WORDS: [RegExp, StaffSkill][] = [
  [/\blive ?stream\w*/, 'livestream'],
  [/\b(cameras?|video|multi-?cam\w*)\b/, 'video'],
  [/\bproducers?\b/, 'producing'],
  [/\b(engineers?|engineered)\b/, 'sound'],
];

/** The skill of the person a question asks for ("with an engineer"), if any. */
export function skillAskedFor(question: string): StaffSkill | null {
  const text = question.toLowerCase();
  return SKILL_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** Which live-fact question this is, if any; everything else is answered from the passages. */
export function detectIntent(
  question: string,
  studios: BookableStudio[],
  today: LocalDate,
): Intent | null {
  const text = question.toLowerCase();
  const studio = studioNamed(question, studios);
  const date = dateAskedFor(question, today);
  if (date && /\b(free|available|availability|book|booked|slots?|vacan|open)\w*/.test(text)) {
    return {
      kind: 'availability',
      studio,
      date,
      time: timeAskedFor(question),
      skill: skillAskedFor(question),
    };
  }
  if (
    /\b(how much|price|prices|pricing|cost|costs|rate|rates|per hour|hourly|charge|fee)\b/.test(
      text,
    )
  ) {
    return { kind: 'price', studio };
  }
  if (/\b(opening|open|hours|close|closed|closing)\b/.test(text)) return { kind: 'hours' };
  return null;
}
