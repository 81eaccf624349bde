// Issue #37 row 6: wrong passwords from one address slow that address down (growing waits, one try
// at a time, a hard cap per address) but never lock the owner out from elsewhere; forgot-password
// always answers the same, and the owner's inbox still gets a fresh link while a stranger keeps
// asking. Real routes on a real database; only Next's cookie jar is stood in for.
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { forgotPassword, login } from '@/lib/auth-http/sign-in';
import {
  authRateLimits,
  limitSignIn,
  resetMailPeriodMs,
  signInSlowdown,
} from '@/lib/auth-http/limits';
import { createUser } from '@/lib/auth/users';
import { tables } from '@/lib/db';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { callRoute, jsonPost } from '../fixtures/routes';

const jar = vi.hoisted(() => new Map<string, string>());
vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => jar.set(name, value),
    delete: (name: string) => jar.delete(name),
  }),
}));

const engines = await enginesUnderTest();
const PASSWORD = 'a long studio passphrase 7';
const OWNER = 'owner@example.com';
// In the past, so forgot-password's minimum answer time has already gone by.
const T0 = Date.parse('2025-03-04T10:00:00Z');
const at = (ms: number) => new Date(T0 + ms);

/** A same-site browser POST from the client address `ip`. */
const post = (path: string, ip: string, body: unknown) =>
  jsonPost(path, body, { 'x-forwarded-for': ip });

describeOnEachEngine(engines, 'sign-in limits on $engine', 'lock-out', (handle) => {
  const signIn = (ip: string, password: string, now: Date, email = OWNER) =>
    callRoute(login, handle.db, post('/api/auth/login', ip, { email, password }), { now });
  const askForReset = (ip: string, email: string, now: Date) =>
    callRoute(forgotPassword, handle.db, post('/api/auth/forgot-password', ip, { email }), { now });
  const resetMails = async () =>
    (await handle.db.select().from(tables.mailMessages).where(eq(tables.mailMessages.to, OWNER)))
      .length;

  beforeAll(async () => {
    expect(
      await createUser(handle.db, { email: OWNER, name: 'Olive Owner', password: PASSWORD }),
    ).not.toBe('email-taken');
  });

  it('makes a guesser wait longer after each wrong password, while the owner signs in from elsewhere', async () => {
    const attacker = '203.0.113.7';
    let clock = 0;
    const waits: number[] = [];
    for (let guess = 0; guess < 9; guess += 1) {
      expect((await signIn(attacker, `wrong guess ${guess}`, at(clock))).status).toBe(401);
      const early = await signIn(attacker, `early guess ${guess}`, at(clock));
      expect(early.status).toBe(429);
      const wait = Number(early.headers.get('Retry-After'));
      waits.push(wait);
      // One millisecond short of the wait is still too early.
      expect((await signIn(attacker, 'still early', at(clock + wait * 1000 - 1))).status).toBe(429);
      clock += wait * 1000;
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30, 30, 30]);

    // Nine wrong passwords for the account: the owner, at another address, is held only briefly.
    const started = Date.now();
    const owner = await signIn('198.51.100.20', PASSWORD, at(clock - 1));
    expect(owner.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(signInSlowdown.newAddressPauseMs - 50);
    expect(Date.now() - started).toBeLessThan(signInSlowdown.newAddressPauseMs + 4000);
    // The owner signing in does not reset the guesser's wait.
    expect((await signIn(attacker, 'after the owner', at(clock - 1))).status).toBe(429);
  });

  it('lets a burst of parallel guesses from one address through one at a time once the account has failures', async () => {
    expect((await signIn('192.0.2.43', 'first guess', at(3_600_000))).status).toBe(401);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => signIn('192.0.2.44', `parallel ${n}`, at(3_605_000))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([401, 429, 429, 429, 429, 429]);
  });

  it('lets an owner nobody is guessing at sign in from two tabs at once', async () => {
    const answers = await Promise.all([
      signIn('198.51.100.60', PASSWORD, at(5_400_000)),
      signIn('198.51.100.60', PASSWORD, at(5_400_000)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  });

  it('still stops one address from guessing across many accounts', async () => {
    const { limit } = authRateLimits.login.perIp;
    const request = () => post('/api/auth/login', '192.0.2.99', {});
    for (let n = 0; n < limit; n += 1) {
      expect(await limitSignIn(handle.db, request(), `user${n}@example.com`, at(7_200_000))).toBe(
        null,
      );
    }
    const refused = await limitSignIn(handle.db, request(), 'one-more@example.com', at(7_200_000));
    expect(refused?.status).toBe(429);
  });

  it('answers every forgot-password request alike, and mails the owner at least every period', async () => {
    const start = 10_800_000;
    const before = await resetMails();
    const answers: unknown[] = [];
    for (let n = 0; n < 10; n += 1) {
      const answer = await askForReset('203.0.113.50', OWNER, at(start + n * 1000));
      expect(answer.status).toBe(200);
      answers.push(await answer.json());
    }
    // The owner asks right after the stranger: the same answer, never a refusal.
    const ownerAnswer = await askForReset('198.51.100.21', OWNER, at(start + 60_000));
    expect(ownerAnswer.status).toBe(200);
    answers.push(await ownerAnswer.json());
    const nobody = await askForReset('198.51.100.22', 'nobody@example.com', at(start + 61_000));
    expect(nobody.status).toBe(200);
    answers.push(await nobody.json());
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect((await resetMails()) - before).toBe(1);

    // The stranger keeps asking; the owner's next request, a period later, sends a fresh link.
    for (let n = 0; n < 5; n += 1) {
      await askForReset('203.0.113.50', OWNER, at(start + resetMailPeriodMs + n));
    }
    const later = await askForReset('198.51.100.21', OWNER, at(start + 2 * resetMailPeriodMs));
    expect(later.status).toBe(200);
    expect((await resetMails()) - before).toBe(3);
  });
});
