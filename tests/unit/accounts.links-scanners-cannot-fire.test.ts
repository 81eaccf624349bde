// Issue #46, item 6 and the last bullet of item 7: the e-mailed links that confirm an address and
// approve two-factor act only from their page's button (a POST), so a mail scanner that follows
// every link changes nothing; an account's first confirmation takes it from whoever registered the
// address (new password, every session ended, unapproved two-factor void); and it brings in the
// address's earlier guest bookings, never before. Routes run in-process on PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { beforeEach, expect, it, vi } from 'vitest';
import { createBooking } from '@/lib/booking';
import {
  approveTwoFactorLink,
  confirmEmail,
  openEmailConfirmation,
  openTwoFactorApproval,
} from '@/lib/auth-http/email-links';
import { login, me, register } from '@/lib/auth-http/sign-in';
import { enableTwoFactor, startTwoFactorSetup } from '@/lib/auth-http/two-factor';
import { listMyBookings } from '@/lib/booking/http';
import { findUserByEmail } from '@/lib/auth/users';
import { tables, type Database } from '@/lib/db';
import type { Route } from '@/lib/http/route';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { cookieJar } from '../fixtures/next-headers';
import { browserRequest, callRoute, jsonPost, sessionCookieFor } from '../fixtures/routes';
import { standardSettings, testStudio } from '../fixtures/studios';
import { proofHeader } from '../fixtures/proof-of-work';

vi.mock('next/headers', () => import('../fixtures/next-headers'));

const engines = await enginesUnderTest();
const INTRUDER_PASSWORD = 'the intruder chose this 1';
const OWNER_PASSWORD = 'the owner chose this one 2';

beforeEach(() => cookieJar.clear());

/** The token of the last link of `kind` mailed to `to`, and the page it leads to. */
async function mailedLink(db: Database, to: string, kind: string) {
  const mails = await db.select().from(tables.mailMessages).where(eq(tables.mailMessages.to, to));
  const text = mails.filter((mail) => mail.kind === kind).at(-1)?.text ?? '';
  const url = new URL(/https?:\/\/\S+\?token=\S+/.exec(text)?.[0] ?? 'http://none/');
  return { page: url.pathname, token: url.searchParams.get('token') ?? '' };
}

describeOnEachEngine(engines, 'on $engine', 'links a scanner cannot fire', (handle) => {
  const call = (target: Route, request: Request) => callRoute(target, handle.db, request);
  const signedIn = async (cookie: string) =>
    (await call(me, browserRequest('GET', '/api/auth/me', cookie))).status === 200;
  const userOf = async (email: string) => (await findUserByEmail(handle.db, email))!;

  async function registerAs(email: string, password = INTRUDER_PASSWORD) {
    const registered = await call(
      register,
      jsonPost('/api/auth/register', { name: 'Sam', email, password }, await proofHeader()),
    );
    expect(registered.status).toBe(202);
    return mailedLink(handle.db, email, 'email-verification');
  }
  const confirm = (body: Record<string, unknown>, headers?: Record<string, string>) =>
    call(confirmEmail, jsonPost('/api/auth/verify-email', body, headers));
  const approve = (token: string) =>
    call(approveTwoFactorLink, jsonPost('/api/auth/2fa/approve', { token }));

  /** Turns two-factor on for the account as its signed-in holder would; returns the approval link. */
  async function turnOnTwoFactor(email: string, password: string) {
    const cookie = await sessionCookieFor(handle.db, (await userOf(email)).id);
    const setup = await call(
      startTwoFactorSetup,
      browserRequest('POST', '/api/auth/account/2fa/setup', cookie, {}),
    );
    const { secret } = (await setup.json()) as { secret: string };
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const enabled = await call(
      enableTwoFactor,
      browserRequest('POST', '/api/auth/account/2fa/enable', cookie, { code, password }),
    );
    expect(enabled.status).toBe(200);
    return mailedLink(handle.db, email, 'two-factor-approval');
  }

  it('following a link changes nothing: the old GET redirects 303 to its page, whose POST acts', async () => {
    const link = await registerAs('scanned@example.com', OWNER_PASSWORD);
    expect(link.page).toBe('/confirm-email');

    // A scanner follows the link in the e-mail, and one already sent with the old address.
    const followed = await call(
      openEmailConfirmation,
      new Request(`http://localhost:3000/api/auth/verify-email?token=${link.token}`),
    );
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toBe(`/confirm-email?token=${link.token}`);
    expect((await userOf('scanned@example.com')).emailVerifiedAt).toBeNull();

    // The button confirms (the page shows a password field: this is the first confirmation).
    const pressed = await confirm({ token: link.token, password: OWNER_PASSWORD });
    expect(pressed.status).toBe(200);
    expect((await userOf('scanned@example.com')).emailVerifiedAt).not.toBeNull();

    // The two-factor approval link likewise.
    const approval = await turnOnTwoFactor('scanned@example.com', OWNER_PASSWORD);
    expect(approval.page).toBe('/approve-two-factor');
    const opened = await call(
      openTwoFactorApproval,
      new Request(`http://localhost:3000/api/auth/2fa/approve?token=${approval.token}`),
    );
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/approve-two-factor?token=${approval.token}`);
    expect((await userOf('scanned@example.com')).totpApprovedAt).toBeNull();
    expect((await approve(approval.token)).status).toBe(200);
    expect((await userOf('scanned@example.com')).totpApprovedAt).not.toBeNull();
    // Once: a used or forged link is a clear 400, never a 500.
    expect((await approve(approval.token)).status).toBe(400);
    expect((await confirm({ token: link.token })).status).toBe(400);
    expect((await confirm({ token: 'x'.repeat(43) })).status).toBe(400);
    expect((await confirm({ token: 'short' })).status).toBe(400);
  });

  it("the first confirmation of someone else's registration demands a new password and ends its sessions", async () => {
    // An intruder registers the victim's address with their own password, signs in and turns on
    // two-factor with their own phone.
    const link = await registerAs('victim@example.com');
    const approval = await turnOnTwoFactor('victim@example.com', INTRUDER_PASSWORD);
    const intruder = await sessionCookieFor(handle.db, (await userOf('victim@example.com')).id);
    // The approval goes to the victim's inbox, but cannot be given on an unconfirmed address.
    expect((await approve(approval.token)).status).toBe(409);

    expect(await signedIn(intruder)).toBe(true);

    // The owner presses the button without a password: refused on the field, the link still works.
    const withoutPassword = await confirm({ token: link.token });
    expect(withoutPassword.status).toBe(400);
    expect((await withoutPassword.json()).fieldErrors.password).toHaveLength(1);
    expect((await userOf('victim@example.com')).emailVerifiedAt).toBeNull();

    const confirmed = await confirm({ token: link.token, password: OWNER_PASSWORD });
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).redirect).toBe('/login?confirmed=1');
    const owner = await userOf('victim@example.com');
    expect(owner.emailVerifiedAt).not.toBeNull();
    // The intruder is out: the session ended, the password and the unapproved two-factor are gone.
    expect(await signedIn(intruder)).toBe(false);
    expect(owner.totpEnabledAt).toBeNull();
    expect((await approve(approval.token)).status).toBe(400);
    const signIn = (password: string) =>
      call(login, jsonPost('/api/auth/login', { email: 'victim@example.com', password }));
    expect((await signIn(INTRUDER_PASSWORD)).status).toBe(401);
    expect((await signIn(OWNER_PASSWORD)).status).toBe(200);
  });

  it("brings the address's earlier guest bookings into My Bookings once it is confirmed, never before", async () => {
    const studio = testStudio();
    const book = async (start: string, email: string) => {
      const outcome = await createBooking(handle.db, {
        studio,
        settings: standardSettings,
        booking: {
          start: new Date(start),
          end: new Date(new Date(start).getTime() + 3_600_000),
          name: 'Guest',
          email,
        },
        now: new Date('2026-06-01T09:00:00Z'),
      });
      if (outcome.kind !== 'created') throw new Error(outcome.kind);
      return outcome.booking.id;
    };
    const mine = async (email: string) => {
      const cookie = await sessionCookieFor(handle.db, (await userOf(email)).id);
      const answer = await call(
        listMyBookings,
        browserRequest('GET', '/api/bookings/mine', cookie),
      );
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { bookings: { id: string }[] }).bookings.map((b) => b.id);
    };

    const own = await book('2026-06-15T09:00:00Z', 'Guest.Owner@example.com');
    // A +tag is another mailbox at many providers: it is not this address's booking.
    const tagged = await book('2026-06-16T09:00:00Z', 'guest.owner+studio@example.com');
    const link = await registerAs('guest.owner@example.com');
    expect(await mine('guest.owner@example.com')).toEqual([]);

    expect((await confirm({ token: link.token, password: OWNER_PASSWORD })).status).toBe(200);
    expect(await mine('guest.owner@example.com')).toEqual([own]);
    expect(await mine('guest.owner@example.com')).not.toContain(tagged);
  });

  it('answers 429 when one address presses too often, or one link is pressed too often', async () => {
    const fromOneAddress = { 'x-forwarded-for': '203.0.113.46' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const token = `forged-token-${attempt}`.padEnd(43, 'x');
      statuses.push((await confirm({ token }, fromOneAddress)).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);

    // One link from many addresses: a few tries, then 429 with Retry-After.
    const link = await registerAs('pressed@example.com');
    const tries: Response[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      tries.push(await confirm({ token: link.token }));
    expect(tries.slice(0, 5).map((response) => response.status)).toEqual([400, 400, 400, 400, 400]);
    expect(tries[5]!.status).toBe(429);
    expect(tries[5]!.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
