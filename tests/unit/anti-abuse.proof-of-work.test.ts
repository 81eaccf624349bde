// Issue #46 item 4: anonymous writes whose shape the spec leaves open (a booking, a quote with a
// promo code, registering, the newsletter) carry a solved ALTCHA challenge; each is accepted once,
// across instances (the claim is in the database). The contact form keeps the spec's payload.
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { issueChallenge } from '@/lib/anti-abuse';
import { issueProofOfWorkChallenge } from '@/lib/anti-abuse/http';
import { register } from '@/lib/auth-http/sign-in';
import { createUser } from '@/lib/auth/users';
import { requestBooking } from '@/lib/booking/http';
import { requestQuote } from '@/lib/booking/money-http';
import { sendContactMessage } from '@/lib/contact/http';
import { tables } from '@/lib/db';
import { subscribe } from '@/lib/newsletter/http';
import { addDays, londonWallTimeToInstant, weekdayOf } from '@/lib/time';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { PROOF_OF_WORK_HEADER, proofHeader, solve, solvedProof } from '../fixtures/proof-of-work';
import { callRoute, jsonPost, sessionCookieFor } from '../fixtures/routes';
import { weekdayAhead } from '../fixtures/studios';

// The booking routes read studios, hours and money from the content store: here the test's own.
vi.mock('@/lib/booking/catalog', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/booking/catalog')>();
  const { standardSettings, testStudio } = await import('../fixtures/studios');
  return {
    ...actual,
    loadBookableStudio: async (id: string) => testStudio(id, id),
    loadBookingSettings: async () => standardSettings,
    loadAddOns: async () => [],
    loadMoneySettings: async () => actual.moneySettingsFrom({}),
  };
});
vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const engines = await enginesUnderTest();

let day = weekdayAhead(10);
/** A free two-hour weekday session for a booking body (each call the next weekday). */
function session() {
  day = addDays(day, 1);
  while (['saturday', 'sunday'].includes(weekdayOf(day))) day = addDays(day, 1);
  const start = londonWallTimeToInstant(day, 10 * 60);
  return {
    studioId: 'studio-proof',
    start: start.toISOString(),
    end: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
  };
}

/** The payload with one part of it changed, as a forger would send it. */
type Sent = {
  challenge: { parameters: { expiresAt: number } };
  solution: { derivedKey: string };
};
function altered(proof: string, change: (payload: Sent) => void): string {
  const payload = JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as Sent;
  change(payload);
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describeOnEachEngine(engines, 'on $engine', 'proof of work on anonymous writes', (handle) => {
  const db = () => handle.db;
  const signUp = (email: string, headers: Record<string, string> = {}) =>
    callRoute(subscribe, db(), jsonPost('/api/newsletter', { email }, headers));
  const subscribed = async (email: string) =>
    (
      await db()
        .select()
        .from(tables.newsletterSubscribers)
        .where(eq(tables.newsletterSubscribers.email, email))
    ).length;
  const refusal = async (response: Response) => ({
    status: response.status,
    proof: ((await response.json()) as { fieldErrors?: { proof?: string[] } }).fieldErrors?.proof,
  });

  it('issues a signed, expiring challenge that is never cached', async () => {
    const response = await callRoute(
      issueProofOfWorkChallenge,
      db(),
      new Request('http://localhost:3000/api/challenge'),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = (await response.json()) as {
      parameters: { algorithm: string; expiresAt: number; keySignature: string };
      signature: string;
    };
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const inSeconds = challenge.parameters.expiresAt - Date.now() / 1000;
    expect(inSeconds).toBeGreaterThan(60);
    expect(inSeconds).toBeLessThanOrEqual(600);
  });

  it('accepts a solved challenge once: missing, tampered, expired and replayed ones are refused and store nothing', async () => {
    const proof = await solvedProof();
    const refused: [string, Record<string, string>][] = [
      ['missing@example.com', {}],
      ['garbage@example.com', { [PROOF_OF_WORK_HEADER]: 'bm90IGpzb24=' }],
      [
        'wrong-key@example.com',
        {
          [PROOF_OF_WORK_HEADER]: altered(proof, (p) => {
            p.solution.derivedKey = 'ab'.repeat(32);
          }),
        },
      ],
      [
        'longer-life@example.com',
        {
          [PROOF_OF_WORK_HEADER]: altered(proof, (p) => {
            p.challenge.parameters.expiresAt += 3600;
          }),
        },
      ],
      [
        'expired@example.com',
        { [PROOF_OF_WORK_HEADER]: await solvedProof(new Date(Date.now() - 11 * 60_000)) },
      ],
    ];
    for (const [email, headers] of refused) {
      const answer = await refusal(await signUp(email, headers));
      expect(answer.status, email).toBe(400);
      expect(answer.proof?.[0], email).toMatch(/browser check/);
      expect(await subscribed(email), email).toBe(0);
    }

    const first = await signUp('first@example.com', { [PROOF_OF_WORK_HEADER]: proof });
    expect(first.status).toBe(200);
    expect(await subscribed('first@example.com')).toBe(1);
    const replayed = await signUp('replayed@example.com', { [PROOF_OF_WORK_HEADER]: proof });
    expect(await refusal(replayed)).toEqual({
      status: 400,
      proof: ['The browser check was already used. Please try again.'],
    });
    expect(await subscribed('replayed@example.com')).toBe(0);
  });

  it('lets one of two simultaneous uses of a proof through, as two instances sharing the database would', async () => {
    const proof = { [PROOF_OF_WORK_HEADER]: await solvedProof() };
    const statuses = await Promise.all([
      signUp('race-one@example.com', proof),
      signUp('race-two@example.com', proof),
    ]).then((responses) => responses.map((response) => response.status).sort());
    expect(statuses).toEqual([200, 400]);
  });

  it('asks a signed-out booking for a proof, and not a signed-in customer', async () => {
    const bookings = async (email: string) =>
      (await db().select().from(tables.bookings).where(eq(tables.bookings.guestEmail, email)))
        .length;
    const book = (email: string, headers: Record<string, string>) =>
      callRoute(
        requestBooking,
        db(),
        jsonPost(
          '/api/bookings',
          { ...session(), name: 'Jo Guest', email },
          { 'idempotency-key': crypto.randomUUID(), ...headers },
        ),
      );
    const without = await book('no-proof@example.com', {});
    expect((await refusal(without)).status).toBe(400);
    expect(await bookings('no-proof@example.com')).toBe(0);
    const proven = await book('proven@example.com', await proofHeader());
    expect(proven.status, await proven.clone().text()).toBe(201);
    expect(await bookings('proven@example.com')).toBe(1);

    const customer = await createUser(db(), {
      email: 'customer@example.com',
      name: 'Cara Customer',
      password: 'a long studio passphrase 7',
    });
    if (customer === 'email-taken') throw new Error('customer exists');
    const cookie = await sessionCookieFor(db(), customer.id);
    const signedIn = await book('customer@example.com', { cookie });
    expect(signedIn.status, await signedIn.clone().text()).toBe(201);
  });

  it('asks a signed-out quote for a proof only when it carries a promo code', async () => {
    const quote = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      callRoute(requestQuote, db(), jsonPost('/api/bookings/quote', body, headers));
    expect((await quote(session())).status).toBe(200);
    const withCode = { ...session(), promoCode: 'GUESS46' };
    expect((await refusal(await quote(withCode))).status).toBe(400);
    // With a proof the code itself is judged (there is no such code).
    expect((await quote(withCode, await proofHeader())).status).toBe(422);
  });

  it('asks a signed-out registration for a proof', async () => {
    const users = async (email: string) =>
      (await db().select().from(tables.users).where(eq(tables.users.email, email))).length;
    const body = (email: string) => ({
      name: 'Sam',
      email,
      password: 'a long studio passphrase 7',
    });
    const without = await callRoute(
      register,
      db(),
      jsonPost('/api/auth/register', body('unproven@example.com')),
    );
    expect((await refusal(without)).status).toBe(400);
    expect(await users('unproven@example.com')).toBe(0);
    const proven = await callRoute(
      register,
      db(),
      jsonPost('/api/auth/register', body('proven@example.com'), await proofHeader()),
    );
    expect(proven.status).toBe(202);
    expect(await users('proven@example.com')).toBe(1);
  });

  it('leaves POST /api/contact as the spec has it: name, email, phone, message, no proof', async () => {
    const response = await callRoute(
      sendContactMessage,
      db(),
      jsonPost('/api/contact', {
        name: 'Ana Lovelace',
        email: 'ana@example.com',
        phone: '+44 20 7946 0000',
        message: 'We would like to record a six-episode series in January.',
      }),
    );
    expect(response.status).toBe(201);
  });

  it('refuses a challenge solved for another installation', async () => {
    const foreign = await issueChallenge();
    foreign.signature = 'f'.repeat(64);
    const response = await signUp('foreign@example.com', {
      [PROOF_OF_WORK_HEADER]: await solve(foreign),
    });
    expect((await refusal(response)).status).toBe(400);
  });
});
