import { describe, expect, it } from 'vitest';
import { answerQuestion, type AvailabilityLookup } from '@/lib/assistant/answer';
import { dateAskedFor, detectIntent, skillAskedFor, timeAskedFor } from '@/lib/assistant/intents';
import { buildKnowledge } from '@/lib/assistant/knowledge';
import { searchPassages } from '@/lib/assistant/search';
import { seedKnowledge } from '../fixtures/seed-knowledge';

// The seeded content, read with the same GROQ queries the site runs.
const { studios, settings, knowledge, siteSettings } = await seedKnowledge();

// Tuesday 24 November 2026.
const TODAY = '2026-11-24';

// A day of the booking code's answer: 10:00-17:00 free, except 14:00 at the Greenwich studio.
const lookups: { studio: string; date: string }[] = [];
const lookup: AvailabilityLookup = async (studio, date) => {
  lookups.push({ studio: studio.slug, date });
  const starts = ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
  return {
    open: true,
    closure: null,
    starts:
      studio.slug === 'greenwich-creator-studio' ? starts.filter((s) => s !== '14:00') : starts,
  };
};
const ask = (question: string) => answerQuestion(question, knowledge, lookup, TODAY);

describe('the assistant reads dates, times and studios from a question', () => {
  it('understands today, tomorrow, weekdays, next weekdays and calendar dates', () => {
    expect(dateAskedFor('free today?', TODAY)).toBe('2026-11-24');
    expect(dateAskedFor('tomorrow at 3pm', TODAY)).toBe('2026-11-25');
    expect(dateAskedFor('on Saturday', TODAY)).toBe('2026-11-28');
    expect(dateAskedFor('next Tuesday', TODAY)).toBe('2026-12-01');
    expect(dateAskedFor('Tuesday', TODAY)).toBe('2026-11-24');
    expect(dateAskedFor('the 12th of December', TODAY)).toBe('2026-12-12');
    // A weekday with its date is that date, not the coming weekday.
    expect(dateAskedFor('on Saturday 12 December at 2pm', TODAY)).toBe('2026-12-12');
    expect(dateAskedFor('March 3rd', TODAY)).toBe('2027-03-03');
    expect(dateAskedFor('2027-01-15', TODAY)).toBe('2027-01-15');
    expect(dateAskedFor('what do you charge', TODAY)).toBeNull();
  });

  it('understands 2pm, 2:30 pm, 14:00 and noon', () => {
    expect(timeAskedFor('at 2pm')).toBe('14:00');
    expect(timeAskedFor('at 2:30 pm')).toBe('14:30');
    expect(timeAskedFor('at 9am')).toBe('09:00');
    expect(timeAskedFor('at 14:00')).toBe('14:00');
    expect(timeAskedFor('around noon')).toBe('12:00');
    expect(timeAskedFor('for 2 hours')).toBeNull();
  });

  it('tells the studios apart by the distinctive words of their names', () => {
    const intent = detectIntent(
      'Is the Greenwich studio free next Saturday at 2pm?',
      studios,
      TODAY,
    );
    expect(intent).toMatchObject({
      kind: 'availability',
      studio: { slug: 'greenwich-creator-studio' },
      date: '2026-11-28',
      time: '14:00',
    });
    expect(
      detectIntent('How much is the City View Studio per hour?', studios, TODAY),
    ).toMatchObject({
      kind: 'price',
      studio: { slug: 'city-view-studio' },
    });
    expect(detectIntent('How much is a podcast studio?', studios, TODAY)).toMatchObject({
      kind: 'price',
      studio: null,
    });
  });
});

describe('the assistant answers from the site content', () => {
  it('gives the opening hours of the site settings', async () => {
    const answer = await ask('What are your opening hours?');
    expect(answer.kind).toBe('hours');
    expect(answer.text).toContain(String(siteSettings.contactHours));
    expect(answer.text).toContain('Saturday 10:00-18:00');
    expect(answer.text).toContain('Christmas Day');
  });

  it('gives a studio’s hourly rate from its document', async () => {
    const answer = await ask('How much is the City View Studio per hour?');
    expect(answer.text).toContain('City View Studio costs £85 per hour');
    expect(answer.links).toEqual([
      { label: 'Book the City View Studio', href: '/booking?studio=city-view-studio' },
    ]);
    expect((await ask('What are your prices?')).text).toContain('Greenwich Creator Studio £65');
  });

  it('answers availability from the booking code, with a link to that studio and day', async () => {
    lookups.length = 0;
    const taken = await ask('Is the Greenwich studio free next Saturday at 2pm?');
    expect(lookups).toEqual([{ studio: 'greenwich-creator-studio', date: '2026-11-28' }]);
    expect(taken.text).toContain('not free on Saturday 28 November at 14:00');
    expect(taken.text).toContain('13:00, 15:00');
    expect(taken.links[0]).toEqual({
      label: 'Book the Greenwich Creator Studio on Saturday 28 November',
      href: '/booking?studio=greenwich-creator-studio&date=2026-11-28',
    });
    const free = await ask('Is the City View studio available on Saturday at 2pm?');
    expect(free.text).toBe('Yes, the City View Studio is free on Saturday 28 November at 14:00.');
    // A day with nothing left (taken, or within the notice period) still leads somewhere.
    const nothingLeft = await answerQuestion(
      'Is the Greenwich studio free on Saturday at 2pm?',
      knowledge,
      async () => ({ open: true, closure: null, starts: [] }),
      TODAY,
    );
    expect(nothingLeft.text).toBe(
      'Sorry, the Greenwich Creator Studio is not free on Saturday 28 November at 14:00. No start times are left that day.',
    );
    expect(nothingLeft.links).toEqual([
      {
        label: 'Choose another day for the Greenwich Creator Studio',
        href: '/booking?studio=greenwich-creator-studio',
      },
    ]);
  });

  it('asked for an engineer, answers with the times an engineer is free too', async () => {
    const asked: (string | null | undefined)[] = [];
    const withEngineer = await answerQuestion(
      'Is the City View studio free with an engineer on Saturday at 2pm?',
      knowledge,
      async (_studio, _date, skill) => {
        asked.push(skill);
        // Both engineers are busy at 14:00: the studio alone would be free then.
        return { open: true, closure: null, starts: ['10:00', '16:00'], addOn: 'Sound engineer' };
      },
      TODAY,
    );
    expect(asked).toEqual(['sound']);
    expect(withEngineer.text).toBe(
      'Sorry, the City View Studio with the sound engineer is not free on Saturday 28 November at 14:00. Free start times that day: 10:00, 16:00.',
    );
    const noLivestream = await answerQuestion(
      'Can I livestream from the City View studio on Saturday? Is it available?',
      knowledge,
      async () => ({ open: true, closure: null, starts: [], addOn: null }),
      TODAY,
    );
    expect(noLivestream.text).toBe('The City View Studio has no add-on with livestreaming.');
    expect(skillAskedFor('a session with a producer')).toBe('producing');
    expect(skillAskedFor('multi-camera video')).toBe('video');
    expect(skillAskedFor('is the studio free on Friday')).toBeNull();
  });

  it('asked about every studio, puts the studios free that day first among its three links', async () => {
    // Only the last studio in the content has start times left.
    const onlyLast = studios.at(-1)!;
    const answer = await answerQuestion(
      'Is anything free on Saturday?',
      knowledge,
      async (studio) => ({
        open: true,
        closure: null,
        starts: studio.slug === onlyLast.slug ? ['10:00', '11:00'] : [],
      }),
      TODAY,
    );
    expect(studios.length).toBeGreaterThan(3);
    expect(answer.links).toHaveLength(3);
    expect(answer.links[0]).toEqual({
      label: `Book the ${onlyLast.title} on Saturday 28 November`,
      href: `/booking?studio=${onlyLast.slug}&date=2026-11-28`,
    });
    expect(answer.links.slice(1).map((link) => link.label)).toEqual(
      studios.slice(0, 2).map((studio) => `Choose another day for the ${studio.title}`),
    );
  });

  it('answers a question the FAQs cover with the FAQ’s own answer', async () => {
    const answer = await ask('Can I cancel my booking?');
    expect(answer.kind).toBe('content');
    expect(answer.text).toMatch(/^Yes\. You can cancel or reschedule from your account\./);
    const remote = await ask('Can my guests join remotely?');
    expect(remote.text).toContain('Remote guests join through a browser link');
  });

  it('says it does not know, with the contact form, when the content has no answer', async () => {
    for (const question of ['Do you sell pizza?', 'Who won the football last night?', 'hello']) {
      const answer = await ask(question);
      expect(answer.kind, question).toBe('unknown');
      expect(answer.text).toContain("I don't know");
      expect(answer.links).toEqual([{ label: 'Contact form', href: '/contact' }]);
    }
  });

  it('rebuilds its search index when the published content changes', () => {
    expect(searchPassages(knowledge, 'karaoke machine')).toEqual([]);
    const edited = buildKnowledge(
      {
        faqs: [
          {
            _id: 'faq-karaoke',
            question: 'Do you have a karaoke machine?',
            answer: 'Yes, the Flexible Production Space has one.',
          },
        ],
      },
      studios,
      settings,
    );
    expect(searchPassages(edited, 'karaoke machine')[0]?.passage.id).toBe('faq-karaoke');
  });
});
