import { expect, it } from 'vitest';
import { toResponse, tooManyRequests } from '@/lib/http';
import { consumeRateLimit, consumeRateLimits } from '@/lib/rate-limit';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';

const engines = await enginesUnderTest();

describeOnEachEngine(engines, 'on $engine', 'rate limits', (handle) => {
  it('allows the limit, refuses the next, and says exactly how long to wait', async () => {
    const now = new Date('2026-11-22T10:00:15Z');
    /** Five allowed attempts and one refused, at `now`, on a key of its own. */
    async function exhausted(key: string) {
      const rule = { key, limit: 5, windowMs: 60_000 };
      for (let i = 0; i < 5; i += 1)
        expect((await consumeRateLimit(handle.db, rule, now)).allowed).toBe(true);
      return { rule, verdict: await consumeRateLimit(handle.db, rule, now) };
    }
    // Six hits (the refused one counts) must shrink to four before a fifth fits: a third of the
    // next window, 20 s after the 45 s left of this one.
    const early = await exhausted('login:ip:203.0.113.1');
    expect(early.verdict).toEqual({ allowed: false, retryAfterSeconds: 65 });
    const tooEarly = new Date(now.getTime() + 64_000);
    expect((await consumeRateLimit(handle.db, early.rule, tooEarly)).allowed).toBe(false);

    const patient = await exhausted('login:ip:203.0.113.4');
    const onTime = new Date(now.getTime() + 65_000);
    expect((await consumeRateLimit(handle.db, patient.rule, onTime)).allowed).toBe(true);
  });

  it('refuses a burst that straddles the boundary between two windows', async () => {
    const rule = { key: 'login:account:bo@example.com', limit: 5, windowMs: 15 * 60_000 };
    for (let i = 0; i < 5; i += 1) {
      const verdict = await consumeRateLimit(handle.db, rule, new Date('2026-11-22T10:14:59Z'));
      expect(verdict.allowed).toBe(true);
    }
    const verdict = await consumeRateLimit(handle.db, rule, new Date('2026-11-22T10:15:00Z'));
    expect(verdict.allowed).toBe(false);
    // The five shrink to three (room for this refused sixth and one more) two fifths into the window.
    expect(verdict).toEqual({ allowed: false, retryAfterSeconds: 6 * 60 });
  });

  it('counts concurrent attempts exactly', async () => {
    const rule = { key: 'contact:ip:203.0.113.2', limit: 10, windowMs: 60_000 };
    const now = new Date('2026-11-22T11:00:00Z');
    const verdicts = await Promise.all(
      Array.from({ length: 25 }, () => consumeRateLimit(handle.db, rule, now)),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
  });

  it('refuses when any of several rules is exceeded, answering 429 with Retry-After', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const perAccount = { key: 'login:account:ana@example.com', limit: 1, windowMs: 600_000 };
    await consumeRateLimit(handle.db, perAccount, now);
    const verdict = await consumeRateLimits(
      handle.db,
      [{ key: 'login:ip:203.0.113.3', limit: 100, windowMs: 60_000 }, perAccount],
      now,
    );
    expect(verdict).toEqual({ allowed: false, retryAfterSeconds: 1200 });
    if (verdict.allowed) return;
    const response = toResponse(tooManyRequests(verdict));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1200');
  });
});
