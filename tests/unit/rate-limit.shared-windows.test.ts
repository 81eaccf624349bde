import { expect, it } from 'vitest';
import { toResponse, tooManyRequests } from '@/lib/http';
import { consumeRateLimit, consumeRateLimits } from '@/lib/rate-limit';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';

const engines = await enginesUnderTest();

describeOnEachEngine(engines, 'on $engine', 'rate limits', (handle) => {
  it('allows the limit, refuses the next with the seconds until the window ends', async () => {
    const rule = { key: 'login:ip:203.0.113.1', limit: 5, windowMs: 60_000 };
    const now = new Date('2026-11-22T10:00:15Z');
    for (let i = 0; i < 5; i += 1)
      expect((await consumeRateLimit(handle.db, rule, now)).allowed).toBe(true);
    expect(await consumeRateLimit(handle.db, rule, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 45,
    });
    // A new window starts afresh.
    expect(
      (await consumeRateLimit(handle.db, rule, new Date('2026-11-22T10:01:00Z'))).allowed,
    ).toBe(true);
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
    expect(verdict).toEqual({ allowed: false, retryAfterSeconds: 600 });
    if (verdict.allowed) return;
    const response = toResponse(tooManyRequests(verdict));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('600');
  });
});
