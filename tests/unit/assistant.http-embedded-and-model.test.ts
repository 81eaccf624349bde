import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityLookup } from '@/lib/assistant/answer';
import { ASSISTANT_RATE_LIMIT, askAssistant, type AssistantDeps } from '@/lib/assistant/http';
import { freeStartTimes } from '@/lib/booking/availability';
import { blockedRanges, createBooking } from '@/lib/booking/store';
import { addDays, londonClockTime, londonWallTimeToInstant } from '@/lib/time';
import { tables, type DatabaseHandle } from '@/lib/db';
import { createFakeModelServer } from '../fixtures/fake-model';
import { enginesUnderTest } from '../fixtures/databases';
import { callRoute, jsonPost } from '../fixtures/routes';
import { seedKnowledge } from '../fixtures/seed-knowledge';

const engines = await enginesUnderTest();
const { knowledge, settings, siteSettings } = await seedKnowledge();

// Tuesday 24 November 2026, morning; "next Saturday" is the 28th.
const NOW = new Date('2026-11-24T09:00:00Z');
const SATURDAY = '2026-11-28';
const greenwich = knowledge.studios.find((studio) => studio.slug === 'greenwich-creator-studio')!;

// The booking code's own answer on this test's database: opening hours, buffers and bookings.
const availabilityOn =
  (handle: DatabaseHandle): AvailabilityLookup =>
  async (studio, date) => {
    const from = londonWallTimeToInstant(date, 0);
    const to = londonWallTimeToInstant(addDays(date, 1), 0);
    const starts = freeStartTimes({
      studio,
      settings,
      date,
      durationMinutes: studio.minDurationMinutes,
      blocked: await blockedRanges(handle.db, studio.id, from, to),
      now: NOW,
    });
    return { open: starts.length > 0, closure: null, starts: starts.map(londonClockTime) };
  };

function question(body: unknown, headers: Record<string, string> = {}) {
  return jsonPost('/api/assistant', body, headers);
}

/** The streamed answer: the text pieces joined, and the closing line's links. */
async function read(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/x-ndjson');
  const lines = (await response.text())
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { type: string; text?: string; links?: unknown[] });
  return {
    pieces: lines.filter((line) => line.type === 'text').length,
    text: lines.map((line) => line.text ?? '').join(''),
    links: lines.at(-1)!.links as { label: string; href: string }[],
  };
}

const model = createFakeModelServer();
let modelUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await new Promise((resolve) => model.close(resolve));
});

describe.each(engines)('the studio assistant API on $engine', ({ skipReason, open }) => {
  describe.skipIf(skipReason !== null)(skipReason ?? 'assistant', () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await open();
      // The Greenwich studio is taken next Saturday 14:00-16:00.
      await createBooking(handle.db, {
        studio: greenwich,
        settings,
        booking: {
          start: londonWallTimeToInstant(SATURDAY, 14 * 60),
          end: londonWallTimeToInstant(SATURDAY, 16 * 60),
          name: 'Ada Lovelace',
          email: 'ada@example.com',
        },
        now: NOW,
      });
    });
    afterAll(async () => {
      await handle?.close();
    });

    // The same suite, answered by the embedded assistant and through a model (the stand-in).
    describe.each(['embedded', 'model'] as const)('answered %s', (mode) => {
      const deps = (): AssistantDeps => ({
        knowledge: async () => knowledge,
        availability: availabilityOn(handle),
        model: mode === 'model' ? { url: modelUrl, apiKey: 'test-key', model: 'stand-in' } : null,
        today: () => '2026-11-24',
      });
      const ask = async (text: string, conversationId = crypto.randomUUID()) =>
        read(
          await callRoute(
            askAssistant(deps),
            handle.db,
            question({ question: text, conversationId }),
          ),
        );

      it('answers the opening hours from site settings', async () => {
        const before = model.requests;
        const answer = await ask('What are your opening hours?');
        expect(answer.text).toContain(String(siteSettings.contactHours));
        if (mode === 'model') {
          expect(model.requests).toBe(before + 1);
          expect(answer.text).toMatch(/^According to our site: /);
          expect(answer.pieces).toBeGreaterThan(3);
        } else {
          expect(model.requests).toBe(before);
        }
      });

      it('answers a studio’s hourly rate', async () => {
        const answer = await ask('How much is the City View Studio per hour?');
        expect(answer.text).toContain('City View Studio costs £85 per hour');
        expect(answer.links[0]!.href).toBe('/booking?studio=city-view-studio');
      });

      it('answers availability from the bookings, with a link to that studio and day', async () => {
        const taken = await ask('Is the Greenwich studio free next Saturday at 2pm?');
        expect(taken.text).toContain(
          'the Greenwich Creator Studio is not free on Saturday 28 November at 14:00',
        );
        expect(taken.links[0]!.href).toBe(
          `/booking?studio=greenwich-creator-studio&date=${SATURDAY}`,
        );
        const free = await ask('Is the Greenwich studio free next Saturday at 10am?');
        expect(free.text).toContain(
          'Yes, the Greenwich Creator Studio is free on Saturday 28 November at 10:00',
        );
      });

      it('says it does not know and links the contact form when the content has no answer', async () => {
        const answer = await ask('Do you sell pizza?');
        expect(answer.text).toMatch(/don't know/);
        expect(answer.links).toEqual([{ label: 'Contact form', href: '/contact' }]);
      });

      it('records one conversation started per conversation, and nothing of what was said', async () => {
        const conversationId = crypto.randomUUID();
        await ask('What are your opening hours?', conversationId);
        await ask('How much is the City View Studio per hour?', conversationId);
        const events = await handle.db
          .select()
          .from(tables.confirmedEvents)
          .where(eq(tables.confirmedEvents.sourceId, conversationId));
        expect(events).toHaveLength(1);
        expect(events[0]!.type).toBe('assistant_conversation_started');
        expect(JSON.stringify(events[0])).not.toContain('City View');
      });
    });

    it('answers on its own when the model cannot be reached', async () => {
      const answer = await read(
        await callRoute(
          askAssistant(() => ({
            knowledge: async () => knowledge,
            availability: availabilityOn(handle),
            model: { url: 'http://127.0.0.1:9/v1', model: 'offline' },
            today: () => '2026-11-24',
          })),
          handle.db,
          question({
            question: 'What are your opening hours?',
            conversationId: crypto.randomUUID(),
          }),
        ),
      );
      expect(answer.text).toContain(String(siteSettings.contactHours));
    });

    it('refuses empty, over-long, malformed and cross-site questions, and too many from one address', async () => {
      const deps: AssistantDeps = {
        knowledge: async () => knowledge,
        availability: availabilityOn(handle),
        model: null,
        today: () => '2026-11-24',
      };
      const conversationId = crypto.randomUUID();
      const status = async (request: Request) =>
        (
          await callRoute(
            askAssistant(() => deps),
            handle.db,
            request,
          )
        ).status;
      expect(await status(question({ question: '   ', conversationId }))).toBe(400);
      expect(await status(question({ question: 'x'.repeat(501), conversationId }))).toBe(400);
      expect(await status(question({ question: 'Hi', conversationId: 'nope' }))).toBe(400);
      expect(
        await status(
          question({ question: 'Hi', conversationId }, { origin: 'https://evil.example' }),
        ),
      ).toBe(403);
      const same = { 'x-forwarded-for': '198.18.0.77' };
      const statuses = [];
      for (let i = 0; i <= ASSISTANT_RATE_LIMIT.limit; i += 1) {
        statuses.push(await status(question({ question: 'hello', conversationId }, same)));
      }
      expect(statuses.slice(0, -1).every((code) => code === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });
});
