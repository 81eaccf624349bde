// The embedded assistant: live facts for hours, prices and availability, the site's own passages for
// everything else, and an honest "I don't know" with the contact form when the content has no answer.
import type { BookableStudio } from '../booking/catalog';
import { studioRateWords } from '../booking/pricing';
import { skillTitle, type StaffSkill } from '../skills';
import type { LocalDate } from '../time';
import { detectIntent, type Intent } from './intents';
import { bookingLinkFor, describeBookingHours, type Knowledge, type Passage } from './knowledge';
import { searchPassages } from './search';

export type AssistantLink = { label: string; href: string };

export type AssistantAnswer = {
  kind: Intent['kind'] | 'content' | 'unknown';
  text: string;
  links: AssistantLink[];
  /** The facts the answer stands on, for a model to phrase (never shown as HTML). */
  facts: string[];
};

/**
 * Free start times (HH:MM, London) of one studio on one day, from the booking code; with `skill`, only
 * those when someone with it is free too, booked through the add-on named in `addOn` (null: the
 * studio offers no add-on that needs it, and the times are the studio's alone).
 */
export type AvailabilityLookup = (
  studio: BookableStudio,
  date: LocalDate,
  skill?: StaffSkill | null,
) => Promise<{ open: boolean; closure: string | null; starts: string[]; addOn?: string | null }>;

export const CONTACT_LINK: AssistantLink = { label: 'Contact form', href: '/contact' };

export const UNKNOWN_ANSWER =
  "I'm sorry, I don't know: our site doesn't cover that. Please ask the team through the contact form and we'll get back to you within 24 hours.";

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const dayWords = (date: LocalDate) => dayFormat.format(new Date(`${date}T12:00:00Z`));

const listWords = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

function answer(
  kind: AssistantAnswer['kind'],
  text: string,
  links: AssistantLink[],
): AssistantAnswer {
  return { kind, text, links, facts: [text] };
}

function hoursAnswer(knowledge: Knowledge, today: LocalDate): AssistantAnswer {
  const closures = knowledge.settings.closures
    .filter((closure) => closure.date >= today)
    .slice(0, 3)
    .map((closure) => `${dayWords(closure.date)}${closure.reason ? ` (${closure.reason})` : ''}`);
  const text = [
    knowledge.contactHours ? `Our opening hours: ${knowledge.contactHours}.` : null,
    `Studio sessions can be booked ${describeBookingHours(knowledge.settings)} (London time).`,
    closures.length ? `We are closed on ${listWords(closures)}.` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return answer('hours', text, [{ label: 'Book a session', href: '/booking' }, CONTACT_LINK]);
}

function priceAnswer(knowledge: Knowledge, studio: BookableStudio | null): AssistantAnswer {
  if (studio) {
    return answer(
      'price',
      `The ${studio.title} costs ${studioRateWords(studio)}, for up to ${studio.capacity} people. Sessions run from ${studio.minDurationMinutes / 60} to ${studio.maxDurationMinutes / 60} hours.`,
      [{ label: `Book the ${studio.title}`, href: bookingLinkFor(studio) }],
    );
  }
  const rates = knowledge.studios.map((each) => `${each.title} ${studioRateWords(each)}`);
  return answer('price', `Our studios: ${listWords(rates)}.`, [
    { label: 'Book a session', href: '/booking' },
  ]);
}

async function availabilityAnswer(
  knowledge: Knowledge,
  intent: Extract<Intent, { kind: 'availability' }>,
  lookup: AvailabilityLookup,
): Promise<AssistantAnswer> {
  const studios = intent.studio ? [intent.studio] : knowledge.studios;
  const day = dayWords(intent.date);
  const lines: string[] = [];
  // Studios free that day lead; the others (the booking page, to pick another day) fill in after.
  const freeThatDay: AssistantLink[] = [];
  const otherDays: AssistantLink[] = [];
  for (const studio of studios) {
    const free = await lookup(studio, intent.date, intent.skill);
    if (intent.skill && !free.addOn) {
      lines.push(
        `The ${studio.title} has no add-on with ${skillTitle(intent.skill).toLowerCase()}.`,
      );
      continue;
    }
    // "the City View Studio with the sound engineer": the person asked for is free too.
    const title = free.addOn
      ? `${studio.title} with the ${free.addOn.toLowerCase()}`
      : studio.title;
    if (free.starts.length) {
      freeThatDay.push({
        label: `Book the ${studio.title} on ${day}`,
        href: bookingLinkFor(studio, intent.date),
      });
    } else {
      otherDays.push({
        label: `Choose another day for the ${studio.title}`,
        href: bookingLinkFor(studio),
      });
    }
    if (!free.open) {
      lines.push(
        `The ${studio.title} is closed on ${day}${free.closure ? ` (${free.closure})` : ''}.`,
      );
    } else if (intent.time) {
      lines.push(
        free.starts.includes(intent.time)
          ? `Yes, the ${title} is free on ${day} at ${intent.time}.`
          : `Sorry, the ${title} is not free on ${day} at ${intent.time}.${free.starts.length ? ` Free start times that day: ${free.starts.slice(0, 6).join(', ')}.` : ' No start times are left that day.'}`,
      );
    } else if (free.starts.length) {
      lines.push(
        `The ${title} is free on ${day}; start times: ${free.starts.slice(0, 8).join(', ')}${free.starts.length > 8 ? ' and later' : ''}.`,
      );
    } else {
      lines.push(`The ${title} is fully booked on ${day}.`);
    }
  }
  return answer('availability', lines.join(' '), [...freeThatDay, ...otherDays].slice(0, 3));
}

function contentAnswer(passages: Passage[]): AssistantAnswer {
  const [best, ...related] = passages;
  const links = [best!, ...related]
    .filter(
      (passage, index, all) => all.findIndex((other) => other.href === passage.href) === index,
    )
    .map((passage) => ({
      label: passage.kind === 'faq' ? 'More questions answered' : passage.title,
      href: passage.href,
    }));
  return {
    kind: 'content',
    text: best!.kind === 'faq' ? best!.text : `${best!.title}: ${best!.text}`,
    links,
    facts: passages.map((passage) => `${passage.title}: ${passage.text}`),
  };
}

/** Answers one question from the knowledge and the live availability. Never invents. */
export async function answerQuestion(
  question: string,
  knowledge: Knowledge,
  lookup: AvailabilityLookup,
  today: LocalDate,
): Promise<AssistantAnswer> {
  const intent = detectIntent(question, knowledge.studios, today);
  if (intent?.kind === 'availability') return availabilityAnswer(knowledge, intent, lookup);
  if (intent?.kind === 'price') return priceAnswer(knowledge, intent.studio);
  if (intent?.kind === 'hours') return hoursAnswer(knowledge, today);
  const hits = searchPassages(knowledge, question);
  if (hits.length > 0) return contentAnswer(hits.map((hit) => hit.passage));
  return { kind: 'unknown', text: UNKNOWN_ANSWER, links: [CONTACT_LINK], facts: [] };
}
