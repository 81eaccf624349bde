// Issue #37, the accounts side, tried the way an attacker works: Studio tokens die with their
// holder's access on their very next use; an address links nothing until its owner confirms it;
// registration says nothing about who has an account; turning two-factor on needs the password, and a
// reset by e-mail ends two-factor the owner never approved; the local admin signs in from this machine
// only; no secret ships in the source; cookies are Secure on HTTPS. Routes run on a real database and
// the lake over real HTTP; only Next's request scope (cookie jar, headers) is stood in for.
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD, SESSION_COOKIE } from '@/lib/auth/config';
import { ensureFirstAdmin } from '@/lib/auth/first-admin';
import { changeEmail, changePassword, endOtherSessions } from '@/lib/auth-http/account';
import { adminSuspendUser, adminUpdateUser } from '@/lib/auth-http/admin-users';
import { approveTwoFactorLink, confirmEmail } from '@/lib/auth-http/email-links';
import { forgotPassword, login, register, resetPassword } from '@/lib/auth-http/sign-in';
import { enableTwoFactor, startTwoFactorSetup } from '@/lib/auth-http/two-factor';
import { installSecret } from '@/lib/auth/session-secret';
import {
  createUser,
  findUserByEmail,
  findUserById,
  findVerifiedUserByEmail,
  isCurrentAdminSession,
  markEmailVerified,
  setUserRole,
} from '@/lib/auth/users';
import { tables, type Database } from '@/lib/db';
import { issueLakeToken } from '@/lib/lake';
import { startLakeServer } from '@/lib/lake/api/node-server';
import type { Route } from '@/lib/http/route';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { browserRequest, callRoute, jsonPost, sessionCookieFor } from '../fixtures/routes';
import { proofHeader } from '../fixtures/proof-of-work';

const jar = vi.hoisted(() => new Map<string, { value: string; secure?: boolean }>());
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders.current,
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
    set: (name: string, value: string, options?: { maxAge?: number; secure?: boolean }) => {
      if (!value || options?.maxAge === 0) jar.delete(name);
      else jar.set(name, { value, secure: options?.secure });
    },
    delete: (name: string) => jar.delete(name),
  }),
}));

const engines = await enginesUnderTest();
const PASSWORD = 'a long studio passphrase 7';

beforeEach(() => {
  jar.clear();
  requestHeaders.current = new Headers();
});

const mailsTo = (db: Database, to: string) =>
  db.select().from(tables.mailMessages).where(eq(tables.mailMessages.to, to));

async function lastLink(db: Database, to: string, kind: string, path: string) {
  const mail = (await mailsTo(db, to)).filter((sent) => sent.kind === kind).at(-1);
  const match = mail && new RegExp(`https?://[^\\s/]+(${path}[^\\s]*)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`No ${kind} mail with a ${path} link to ${to}`);
  return match[1];
}

describeOnEachEngine(engines, 'revocable access on $engine', 'accounts', (handle) => {
  const call = (target: Route, request: Request, params?: Record<string, string>) =>
    callRoute(target, handle.db, request, { params });

  async function newUser(email: string, role: 'customer' | 'admin' = 'customer') {
    const user = await createUser(handle.db, { email, name: 'Robin', password: PASSWORD });
    if (user === 'email-taken') throw new Error(`${email} exists already`);
    if (role === 'admin') await setUserRole(handle.db, user.id, 'admin');
    return { ...user, cookie: await sessionCookieFor(handle.db, user.id) };
  }

  describe('Studio tokens', () => {
    let server: Awaited<ReturnType<typeof startLakeServer>>;
    const boss = { email: 'boss@studio.example', id: '', cookie: '' };

    beforeAll(async () => {
      server = await startLakeServer({
        db: handle.db,
        appSession: {
          current: async () => null,
          signInUrl: () => '/login',
          holderIsCurrent: (userId, version) => isCurrentAdminSession(handle.db, userId, version),
        },
      });
      Object.assign(boss, await newUser(boss.email, 'admin'));
    });
    afterAll(() => server?.close());

    /** A Studio token for a new admin, issued as the sign-in bridge does, and what it may do now. */
    async function studioToken(email: string) {
      const admin = await newUser(email, 'admin');
      const token = await issueLakeToken(handle.db, admin, {
        sessionVersion: (await findUserById(handle.db, admin.id))!.sessionVersion,
      });
      const me = async () =>
        (
          await fetch(`${server.origin}/api/lake/v2025-02-19/users/me`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).status;
      const createDraft = async () =>
        (
          await fetch(`${server.origin}/api/lake/v2025-02-19/data/mutate/production`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              mutations: [{ create: { _id: `drafts.${crypto.randomUUID()}`, _type: 'page' } }],
            }),
          })
        ).status;
      expect([await me(), await createDraft()]).toEqual([200, 200]);
      return { admin, me, createDraft };
    }

    it('stop at once when the holder is suspended (no cached grace period)', async () => {
      const { admin, me, createDraft } = await studioToken('suspended@studio.example');
      const suspended = await call(
        adminSuspendUser,
        browserRequest('POST', `/api/auth/admin/users/${admin.id}/suspend`, boss.cookie, {}),
        { id: admin.id },
      );
      expect(suspended.status).toBe(200);
      expect([await me(), await createDraft()]).toEqual([401, 401]);
    });

    it('stop when the holder is demoted or deleted, or ends their sessions', async () => {
      const demoted = await studioToken('demoted@studio.example');
      await call(
        adminUpdateUser,
        browserRequest('PATCH', `/api/auth/admin/users/${demoted.admin.id}`, boss.cookie, {
          role: 'customer',
        }),
        { id: demoted.admin.id },
      );
      expect(await demoted.me()).toBe(401);

      const leaving = await studioToken('leaving@studio.example');
      await handle.db.delete(tables.users).where(eq(tables.users.id, leaving.admin.id));
      expect(await leaving.me()).toBe(401);

      const careful = await studioToken('careful@studio.example');
      await call(
        endOtherSessions,
        browserRequest('POST', '/api/auth/account/sessions', careful.admin.cookie, {}),
      );
      expect(await careful.me()).toBe(401);
    });

    it('stop when the holder changes or resets the password', async () => {
      const changer = await studioToken('changer@studio.example');
      const changed = await call(
        changePassword,
        browserRequest('POST', '/api/auth/account/password', changer.admin.cookie, {
          currentPassword: PASSWORD,
          newPassword: `${PASSWORD} and more`,
        }),
      );
      expect(changed.status).toBe(200);
      expect(await changer.me()).toBe(401);

      const forgetful = await studioToken('forgetful@studio.example');
      await call(
        forgotPassword,
        jsonPost('/api/auth/forgot-password', { email: forgetful.admin.email }),
      );
      const resetPath = await lastLink(
        handle.db,
        forgetful.admin.email,
        'password-reset',
        '/reset-password/',
      );
      const reset = await call(
        resetPassword,
        jsonPost('/api/auth/reset-password', {
          token: resetPath.split('/').at(-1),
          password: 'an entirely new passphrase',
        }),
      );
      expect(reset.status).toBe(200);
      expect(await forgetful.me()).toBe(401);
    });
  });

  it('links nothing to an address until its owner confirms it, and changes an address only then', async () => {
    const db = handle.db;
    const squatter = await newUser('victim@example.com');
    // Anyone can register any address: an admin booking "for a customer" finds no account for it.
    expect(await findVerifiedUserByEmail(db, 'victim@example.com')).toBeNull();

    const asked = await call(
      changeEmail,
      browserRequest('POST', '/api/auth/account/email', squatter.cookie, {
        email: 'new-home@example.com',
        password: PASSWORD,
      }),
    );
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ ok: true, pendingEmail: 'new-home@example.com' });
    // Until the link is followed the account keeps its address, and the new one links to nothing.
    expect((await findUserById(db, squatter.id))!.email).toBe('victim@example.com');
    expect(await findUserByEmail(db, 'new-home@example.com')).toBeNull();

    const link = await lastLink(db, 'new-home@example.com', 'email-verification', '/confirm-email');
    const token = new URL(link, 'http://localhost').searchParams.get('token');
    // The account's first confirmation: the address's owner chooses its password.
    const confirm = () =>
      call(
        confirmEmail,
        jsonPost('/api/auth/verify-email', { token, password: 'the owner now 1' }),
      );
    const followed = await confirm();
    expect(followed.status).toBe(200);
    expect((await findVerifiedUserByEmail(db, 'new-home@example.com'))?.id).toBe(squatter.id);
    // A link works once.
    expect((await confirm()).status).toBe(400);
  });

  it('answers registration alike for a new and a known address, signs nobody in, and mails the owner', async () => {
    const db = handle.db;
    await newUser('known@example.com');
    const attempt = async (email: string) => {
      jar.clear();
      const response = await call(
        register,
        jsonPost(
          '/api/auth/register',
          { name: 'Sam', email, password: PASSWORD },
          await proofHeader(),
        ),
      );
      return { status: response.status, body: await response.json(), cookies: [...jar.keys()] };
    };
    const known = await attempt('KNOWN@example.com');
    const fresh = await attempt('fresh@example.com');
    expect(known).toEqual(fresh);
    expect(fresh.status).toBe(202);
    expect(fresh.cookies).not.toContain(SESSION_COOKIE);
    expect((await mailsTo(db, 'known@example.com')).map((mail) => mail.kind)).toContain(
      'account-exists',
    );
    expect((await mailsTo(db, 'fresh@example.com')).map((mail) => mail.kind)).toEqual([
      'email-verification',
    ]);
    // The known account keeps its password.
    const signIn = await call(
      login,
      jsonPost('/api/auth/login', { email: 'known@example.com', password: PASSWORD }),
    );
    expect(signIn.status).toBe(200);
  });

  it('turns two-factor on only with the password, and a reset by e-mail ends two-factor the owner never approved', async () => {
    const db = handle.db;
    // A thief with a stolen session (no password) cannot turn two-factor on.
    const victim = await newUser('stolen@example.com');
    const setup = await call(
      startTwoFactorSetup,
      browserRequest('POST', '/api/auth/account/2fa/setup', victim.cookie, {}),
    );
    const { secret } = (await setup.json()) as { secret: string };
    const code = () => new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const withoutPassword = await call(
      enableTwoFactor,
      browserRequest('POST', '/api/auth/account/2fa/enable', victim.cookie, { code: code() }),
    );
    expect(withoutPassword.status).toBe(400);
    const wrongPassword = await call(
      enableTwoFactor,
      browserRequest('POST', '/api/auth/account/2fa/enable', victim.cookie, {
        code: code(),
        password: 'guessing wrong',
      }),
    );
    expect(wrongPassword.status).toBe(403);

    // With the password too (stolen as well), it turns on, and the owner is mailed a link to approve.
    const enabled = await call(
      enableTwoFactor,
      browserRequest('POST', '/api/auth/account/2fa/enable', victim.cookie, {
        code: code(),
        password: PASSWORD,
      }),
    );
    expect(enabled.status).toBe(200);
    // The owner, who never approved it, resets the password by e-mail: two-factor ends with it.
    const resetOnce = async (email: string, password: string) => {
      await call(forgotPassword, jsonPost('/api/auth/forgot-password', { email }));
      const path = await lastLink(db, email, 'password-reset', '/reset-password/');
      const reset = await call(
        resetPassword,
        jsonPost('/api/auth/reset-password', { token: path.split('/').at(-1), password }),
      );
      expect(reset.status).toBe(200);
    };
    await resetOnce('stolen@example.com', 'the owner takes it back 1');
    expect((await findUserById(db, victim.id))!.totpEnabledAt).toBeNull();

    // Two-factor the owner approved from the e-mail survives a reset.
    const careful = await newUser('careful@example.com');
    // Approval needs a confirmed address (tests/unit/accounts.links-scanners-cannot-fire.test.ts).
    await markEmailVerified(db, careful.id, careful.email);
    const setup2 = await call(
      startTwoFactorSetup,
      browserRequest('POST', '/api/auth/account/2fa/setup', careful.cookie, {}),
    );
    const secret2 = ((await setup2.json()) as { secret: string }).secret;
    await call(
      enableTwoFactor,
      browserRequest('POST', '/api/auth/account/2fa/enable', careful.cookie, {
        code: new TOTP({ secret: Secret.fromBase32(secret2) }).generate(),
        password: PASSWORD,
      }),
    );
    const approve = await lastLink(
      db,
      'careful@example.com',
      'two-factor-approval',
      '/approve-two-factor',
    );
    const approved = await call(
      approveTwoFactorLink,
      jsonPost('/api/auth/2fa/approve', {
        token: new URL(approve, 'http://localhost').searchParams.get('token'),
      }),
    );
    expect(approved.status).toBe(200);
    await resetOnce('careful@example.com', 'the owner changes it 2');
    expect((await findUserById(db, careful.id))!.totpEnabledAt).not.toBeNull();
  });

  it('lets the local admin sign in from this machine only', async () => {
    await ensureFirstAdmin(handle.db);
    const from = (address: string) =>
      jsonPost(
        '/api/auth/login',
        { email: LOCAL_ADMIN_EMAIL, password: LOCAL_ADMIN_PASSWORD },
        { 'x-forwarded-for': address },
      );
    const remote = await call(login, from('203.0.113.9'));
    expect(remote.status).toBe(403);
    expect((await remote.json()).error).toMatch(/only sign in on the machine the site runs on/);
    expect((await call(login, from('127.0.0.1'))).status).toBe(200);
    expect((await call(login, from('::1'))).status).toBe(200);
  });

  // The running site's own secret refusing a cookie forged with the old one: tests/e2e/security.spec.ts.
  it('makes one random secret per installation, the same for every instance that asks', async () => {
    const db = handle.db;
    const [first, second] = await Promise.all([
      installSecret(db, 'test'),
      installSecret(db, 'test'),
    ]);
    expect(first).toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(await installSecret(db, 'test')).toBe(first);
    expect(await installSecret(db, 'another')).not.toBe(first);
  });

  it('marks cookies Secure when the request came over HTTPS, whatever SITE_URL says', async () => {
    await newUser('secure@example.com');
    const signIn = () =>
      call(login, jsonPost('/api/auth/login', { email: 'secure@example.com', password: PASSWORD }));
    expect((await signIn()).status).toBe(200);
    expect(jar.get(SESSION_COOKIE)?.secure).toBe(false);
    requestHeaders.current = new Headers({ 'x-forwarded-proto': 'https' });
    expect((await signIn()).status).toBe(200);
    expect(jar.get(SESSION_COOKIE)?.secure).toBe(true);
  });
});
