import { expect, it } from 'vitest';
import { reportAssignment } from '@/lib/experiments/http';
import { countAssignment, visitorsByVariant } from '@/lib/experiments/stats';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { callRoute } from '../fixtures/routes';

const engines = await enginesUnderTest();

describeOnEachEngine(engines, 'A/B visitor counts on $engine', 'counts', (handle) => {
  it('counts every new visitor once, even when many arrive at the same moment', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        countAssignment(handle.db, 'heroSection', i % 4 === 0 ? 'viral_focus' : 'control', now),
      ),
    );
    // The next London day starts a new row; the totals add the days up.
    await countAssignment(handle.db, 'heroSection', 'control', new Date('2026-11-24T00:30:00Z'));
    const rows = await visitorsByVariant(handle.db);
    expect(rows.filter((row) => row.experiment === 'heroSection')).toEqual(
      expect.arrayContaining([
        { experiment: 'heroSection', variant: 'control', visitors: 31 },
        { experiment: 'heroSection', variant: 'viral_focus', visitors: 10 },
      ]),
    );
  });

  it('takes a browser report of a browser-assigned test only, and refuses anything else', async () => {
    const report = (body: unknown, origin = 'http://localhost:3000') =>
      callRoute(
        reportAssignment,
        handle.db,
        new Request('http://localhost:3000/api/experiments/assignments', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, host: 'localhost:3000' },
          body: JSON.stringify(body),
        }),
      );
    const visitors = async () =>
      (await visitorsByVariant(handle.db)).find(
        (row) => row.experiment === 'testimonialDisplay' && row.variant === 'carousel',
      )?.visitors ?? 0;
    const before = await visitors();
    expect((await report({ experiment: 'testimonialDisplay', variant: 'carousel' })).status).toBe(
      204,
    );
    expect(await visitors()).toBe(before + 1);
    // Unknown variants, tests the server assigns itself, and other sites are refused.
    expect((await report({ experiment: 'testimonialDisplay', variant: 'evil' })).status).toBe(400);
    expect((await report({ experiment: 'bookingFlow', variant: 'simple' })).status).toBe(400);
    expect(
      (
        await report(
          { experiment: 'testimonialDisplay', variant: 'carousel' },
          'https://evil.example',
        )
      ).status,
    ).toBe(403);
    expect(await visitors()).toBe(before + 1);
  });
});
