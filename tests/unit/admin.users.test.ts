// The admin users page (issue #13 item 5): search and paging; suspend (no sign-in, every session
// ends, no path back in) and reactivate; reset a user's two-factor; invite an admin by e-mail with a
// single-use link. Routes run on a real database; only Next's cookie jar is stood in for, since
// sign-in writes the session cookie through next/headers, which needs a running Next server.
import { and, eq } from 'drizzle-orm';
import { TOTP, Secret } from 'otpauth';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { INVITE_UNUSABLE, SESSION_COOKIE, SUSPENDED_MESSAGE } from '@/lib/auth/config';
import { requestSession } from '@/lib/auth/guards';
import {
  adminInviteAdmin,
  adminListUsers,
  adminReactivateUser,
  adminResetTwoFactor,
  adminSuspendUser,
  adminUpdateUser,
} from '@/lib/auth-http/admin-users';
import { acceptAdminInvite, forgotPassword, login, me } from '@/lib/auth-http/sign-in';
import { resolveSession, startSession } from '@/lib/auth/sessions';
import { reactivateUser, suspendUser } from '@/lib/auth/suspension';
import { issueAccountToken, peekAccountToken } from '@/lib/auth/tokens';
import { beginTwoFactorSetup, confirmTwoFactor } from '@/lib/auth/two-factor';
import { createUser, findUserById, listAdminUsersPage, setUserRole } from '@/lib/auth/users';
import { tables, type Database } from '@/lib/db';
import type { Route } from '@/lib/http/route';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import {
  browserRequest as request,
  callRoute,
  jsonPost,
  sessionCookieFor,
} from '../fixtures/routes';

const jar = vi.hoisted(() => new Map<string, string>());
vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string, options?: { maxAge?: number }) => {
      if (!value || options?.maxAge === 0) jar.delete(name);
      else jar.set(name, value);
    },
    delete: (name: string) => jar.delete(name),
  }),
}));

const engines = await enginesUnderTest();
const PASSWORD = 'a long studio passphrase 7';

type Account = { id: string; email: string; cookie: string };

async function account(
  db: Database,
  email: string,
  name: string,
  role: 'customer' | 'admin' = 'customer',
): Promise<Account> {
  const user = await createUser(db, { email, name, password: PASSWORD });
  if (user === 'email-taken') throw new Error(`${email} exists already`);
  if (role === 'admin') await setUserRole(db, user.id, 'admin');
  return { id: user.id, email: user.email, cookie: await sessionCookieFor(db, user.id) };
}

/** The session cookie the last sign-in wrote, as the browser would send it back. */
function signedInCookie(): string {
  const value = jar.get(SESSION_COOKIE);
  if (!value) throw new Error('No session cookie was written');
  return `${SESSION_COOKIE}=${value}`;
}

const sentTo = (db: Database, to: string) =>
  db.select().from(tables.mailMessages).where(eq(tables.mailMessages.to, to));

const inviteToken = (text: string) => /\/invite\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

beforeEach(() => jar.clear());

describeOnEachEngine(engines, 'the admin users page on $engine', 'admin users', (handle) => {
  let ada: Account;
  let cat: Account;
  let dan: Account;

  const call = (
    target: Route,
    req: Request,
    params?: Record<string, string>,
    now?: Date,
  ): Promise<Response> => callRoute(target, handle.db, req, { params, now });
  const asAda = (target: Route, path: string, id: string, body: unknown = {}) =>
    call(target, request('POST', path, ada.cookie, body), { id });
  const signIn = (email: string, password = PASSWORD) =>
    call(login, jsonPost('/api/auth/login', { email, password }));
  const auditActions = async () =>
    (await handle.db.select().from(tables.adminAuditLog)).map((entry) => ({
      action: entry.action,
      target: entry.targetLabel,
    }));

  beforeAll(async () => {
    const db = handle.db;
    ada = await account(db, 'ada@studio.example', 'Ada Admin', 'admin');
    cat = await account(db, 'cat@example.com', 'Cat Customer');
    dan = await account(db, 'dan@example.com', 'Dan Two-Factor');
    // Thirty clients, created in order so the newest is the last.
    for (let n = 1; n <= 30; n++) {
      const number = String(n).padStart(2, '0');
      await account(db, `client${number}@example.org`, `Client ${number}`);
    }
  });

  it('finds accounts by name or e-mail, any letter case, 25 a page, newest first', async () => {
    const list = async (search: string) => {
      const response = await call(
        adminListUsers,
        request('GET', `/api/auth/admin/users${search}`, ada.cookie),
      );
      expect(response.status).toBe(200);
      return (await response.json()) as {
        users: { email: string; name: string; suspendedAt: string | null }[];
        total: number;
        page: number;
        pageCount: number;
      };
    };
    const first = await list('?q=CLIENT');
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2 });
    expect(first.users).toHaveLength(25);
    expect(first.users[0]?.email).toBe('client30@example.org');
    const second = await list('?q=client&page=2');
    expect(second.users.map((user) => user.email)).toEqual([
      'client05@example.org',
      'client04@example.org',
      'client03@example.org',
      'client02@example.org',
      'client01@example.org',
    ]);

    expect((await list('?q=cat%20cust')).users.map((user) => user.email)).toEqual([
      'cat@example.com',
    ]);
    expect((await list('?q=dan@EXAMPLE')).users.map((user) => user.name)).toEqual([
      'Dan Two-Factor',
    ]);
    // Wildcards typed in the box are letters; a page past the end shows the last; junk is ignored.
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=client_1')).total).toBe(0);
    expect((await list('?q=client&page=9')).page).toBe(2);
    expect((await list('?page=abc&q=')).page).toBe(1);

    const all = await listAdminUsersPage(handle.db, { page: 1 });
    expect(all.total).toBeGreaterThanOrEqual(33);
  });

  it('suspends a customer: sign-in is refused with the message, and their sessions stop working', async () => {
    const laptop = cat.cookie;
    expect((await call(me, request('GET', '/api/auth/me', laptop))).status).toBe(200);

    const response = await asAda(
      adminSuspendUser,
      `/api/auth/admin/users/${cat.id}/suspend`,
      cat.id,
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { suspendedAt: string } }).user.suspendedAt).toEqual(
      expect.any(String),
    );

    // The cookie the browser holds is refused everywhere at once.
    expect((await call(me, request('GET', '/api/auth/me', laptop))).status).toBe(401);
    expect(await requestSession(handle.db, request('GET', '/', laptop))).toBeNull();
    // Even a session started some other way is refused while the account is suspended.
    const sneaked = await startSession(handle.db, cat.id, 'curl');
    expect(await resolveSession(handle.db, sneaked)).toBeNull();

    const refused = await signIn('Cat@Example.com');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: SUSPENDED_MESSAGE });
    expect(jar.has(SESSION_COOKIE)).toBe(false);
    // With a wrong password the answer says nothing about the account.
    const wrong = await signIn('cat@example.com', 'not the password at all');
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(await wrong.json())).not.toContain('suspended');

    // No reset link for a suspended account (the answer is the same as for any address).
    const forgot = await call(
      forgotPassword,
      jsonPost('/api/auth/forgot-password', { email: cat.email }),
    );
    expect(forgot.status).toBe(200);
    expect(await sentTo(handle.db, cat.email)).toEqual([]);

    const again = await asAda(adminSuspendUser, `/api/auth/admin/users/${cat.id}/suspend`, cat.id);
    expect(again.status).toBe(409);
    expect(await auditActions()).toContainEqual({ action: 'users.suspend', target: cat.email });
  });

  it('retires the reset links a user had when suspended', async () => {
    const user = await account(handle.db, 'eve@example.com', 'Eve Early');
    const token = await issueAccountToken(handle.db, {
      userId: user.id,
      purpose: 'password-reset',
      ttlMs: 3_600_000,
    });
    expect(await suspendUser(handle.db, user.id)).toBe('suspended');
    expect(await peekAccountToken(handle.db, token, 'password-reset')).toBeNull();
  });

  it('reactivates: the customer signs in again, and the old sessions stay ended', async () => {
    const response = await asAda(
      adminReactivateUser,
      `/api/auth/admin/users/${cat.id}/reactivate`,
      cat.id,
    );
    expect(response.status).toBe(200);
    expect(
      ((await response.json()) as { user: { suspendedAt: null } }).user.suspendedAt,
    ).toBeNull();

    const signedIn = await signIn(cat.email);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({
      user: { email: cat.email },
      redirect: '/account',
    });
    expect((await call(me, request('GET', '/api/auth/me', signedInCookie()))).status).toBe(200);
    expect((await call(me, request('GET', '/api/auth/me', cat.cookie))).status).toBe(401);

    const again = await asAda(
      adminReactivateUser,
      `/api/auth/admin/users/${cat.id}/reactivate`,
      cat.id,
    );
    expect(again.status).toBe(409);
    expect(await auditActions()).toContainEqual({ action: 'users.reactivate', target: cat.email });
  });

  it('refuses to suspend or reset the acting admin, an unknown user, or a customer acting', async () => {
    const self = await asAda(adminSuspendUser, `/api/auth/admin/users/${ada.id}/suspend`, ada.id);
    expect(self.status).toBe(409);
    expect(await self.json()).toMatchObject({ error: 'You cannot suspend your own account.' });
    const selfReset = await asAda(
      adminResetTwoFactor,
      `/api/auth/admin/users/${ada.id}/reset-two-factor`,
      ada.id,
    );
    expect(selfReset.status).toBe(409);
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect(
      (await asAda(adminSuspendUser, `/api/auth/admin/users/${nobody}/suspend`, nobody)).status,
    ).toBe(404);
    expect(
      (await asAda(adminSuspendUser, '/api/auth/admin/users/not-an-id/suspend', 'not-an-id'))
        .status,
    ).toBe(404);
    const byCustomer = await call(
      adminSuspendUser,
      request('POST', `/api/auth/admin/users/${dan.id}/suspend`, cat.cookie, {}),
      { id: dan.id },
    );
    expect(byCustomer.status).toBeGreaterThanOrEqual(401);
    expect((await findUserById(handle.db, ada.id))?.suspendedAt).toBeNull();
  });

  it('never suspends the last active admin, even when two admins suspend each other at once', async () => {
    const db = handle.db;
    const ben = await account(db, 'ben@studio.example', 'Ben Admin', 'admin');
    // Only Ada and Ben stay active admins for this test (sign-in may have made the first admin).
    const others = (await db.select().from(tables.users)).filter(
      (user) => user.role === 'admin' && !user.suspendedAt && ![ada.id, ben.id].includes(user.id),
    );
    for (const other of others) expect(await suspendUser(db, other.id)).toBe('suspended');

    const outcomes = await Promise.all([suspendUser(db, ada.id), suspendUser(db, ben.id)]);
    expect([...outcomes].sort()).toEqual(['last-admin', 'suspended']);
    const survivor = outcomes[0] === 'suspended' ? ben : ada;
    const suspended = survivor === ada ? ben : ada;
    expect(await suspendUser(db, survivor.id)).toBe('last-admin');

    // A suspended admin does not count as the one admin left: the survivor cannot be demoted.
    const demote = await call(
      adminUpdateUser,
      request(
        'PATCH',
        `/api/auth/admin/users/${survivor.id}`,
        await sessionCookieFor(db, survivor.id),
        {
          role: 'customer',
        },
      ),
      { id: survivor.id },
    );
    expect(demote.status).toBe(409);

    expect(await reactivateUser(db, suspended.id)).toBe('reactivated');
    for (const other of others) await reactivateUser(db, other.id);
    ada.cookie = await sessionCookieFor(db, ada.id);
  });

  it('does not count an invited admin who has not accepted as an admin who can sign in', async () => {
    const db = handle.db;
    const others = (await db.select().from(tables.users)).filter(
      (user) => user.role === 'admin' && !user.suspendedAt && user.id !== ada.id,
    );
    for (const other of others) expect(await suspendUser(db, other.id)).toBe('suspended');
    const invited = await call(
      adminInviteAdmin,
      request('POST', '/api/auth/admin/users', ada.cookie, { email: 'pending@studio.example' }),
    );
    expect(invited.status).toBe(201);

    const demote = await call(
      adminUpdateUser,
      request('PATCH', `/api/auth/admin/users/${ada.id}`, ada.cookie, { role: 'customer' }),
      { id: ada.id },
    );
    expect(demote.status).toBe(409);

    for (const other of others) await reactivateUser(db, other.id);
  });

  it('resets two-factor: the secret and recovery codes are gone and every session ends', async () => {
    const db = handle.db;
    const { secret } = await beginTwoFactorSetup(db, dan);
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
    expect(await confirmTwoFactor(db, dan.id, code)).not.toBeNull();
    const phone = await sessionCookieFor(db, dan.id);
    expect((await signIn(dan.email)).status).toBe(200);
    expect(jar.has(SESSION_COOKIE)).toBe(false); // a second factor is asked for first

    const response = await asAda(
      adminResetTwoFactor,
      `/api/auth/admin/users/${dan.id}/reset-two-factor`,
      dan.id,
    );
    expect(response.status).toBe(200);
    const row = await findUserById(db, dan.id);
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    const codes = await db
      .select()
      .from(tables.recoveryCodes)
      .where(eq(tables.recoveryCodes.userId, dan.id));
    expect(codes).toEqual([]);
    expect((await call(me, request('GET', '/api/auth/me', phone))).status).toBe(401);

    const signedIn = await signIn(dan.email);
    expect(await signedIn.json()).toMatchObject({ user: { email: dan.email } });

    const again = await asAda(
      adminResetTwoFactor,
      `/api/auth/admin/users/${dan.id}/reset-two-factor`,
      dan.id,
    );
    expect(again.status).toBe(409);
    expect(await auditActions()).toContainEqual({ action: 'users.reset-2fa', target: dan.email });
  });

  it('invites an admin: a link by e-mail that works once, and the invitee is a signed-in admin', async () => {
    const invite = await call(
      adminInviteAdmin,
      request('POST', '/api/auth/admin/users', ada.cookie, { email: 'Jo@Studio.example' }),
    );
    expect(invite.status).toBe(201);
    expect(await invite.json()).toMatchObject({
      user: { email: 'Jo@Studio.example', role: 'admin', invitePending: true },
    });
    const [mail] = await sentTo(handle.db, 'Jo@Studio.example');
    expect(mail?.kind).toBe('admin-invite');
    expect(mail?.text).toContain('Ada Admin invited you');
    const token = inviteToken(mail?.text ?? '');
    expect(token).toBeDefined();
    // Only the token's hash is stored.
    const stored = await handle.db
      .select()
      .from(tables.accountTokens)
      .where(eq(tables.accountTokens.purpose, 'admin-invite'));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    // Until accepted, the account cannot be signed in to with any password a stranger knows.
    expect((await signIn('jo@studio.example', PASSWORD)).status).toBe(401);

    const accept = (body: unknown, now?: Date) =>
      call(acceptAdminInvite, jsonPost('/api/auth/invite', body), undefined, now);
    const accepted = await accept({ token, name: 'Jo Park', password: 'joining the studio 2026' });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({
      user: { email: 'Jo@Studio.example', name: 'Jo Park', role: 'admin' },
      redirect: '/admin',
    });
    // Signed in as an admin: the admin API answers the cookie the acceptance wrote.
    const asJo = signedInCookie();
    expect(
      (await call(adminListUsers, request('GET', '/api/auth/admin/users?q=jo', asJo))).status,
    ).toBe(200);
    const jo = await handle.db
      .select()
      .from(tables.users)
      .where(eq(tables.users.email, 'Jo@Studio.example'));
    expect(jo[0]?.emailVerifiedAt).not.toBeNull();

    const replay = await accept({ token, name: 'Mallory', password: 'taking over the account' });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: INVITE_UNUSABLE });
    expect((await signIn('jo@studio.example', 'joining the studio 2026')).status).toBe(200);
    expect(await auditActions()).toContainEqual({
      action: 'users.invite',
      target: 'Jo@Studio.example',
    });
  });

  it('refuses an expired invitation, and sends a new link when the address is invited again', async () => {
    const sent = new Date();
    const invite = await call(
      adminInviteAdmin,
      request('POST', '/api/auth/admin/users', ada.cookie, {
        email: 'kim@studio.example',
        name: 'Kim',
      }),
      undefined,
      sent,
    );
    expect(invite.status).toBe(201);
    const token = inviteToken((await sentTo(handle.db, 'kim@studio.example'))[0]?.text ?? '');
    const eightDaysOn = new Date(sent.getTime() + 8 * 24 * 3_600_000);
    const late = await call(
      acceptAdminInvite,
      jsonPost('/api/auth/invite', { token, name: 'Kim Lee', password: 'joining the studio 2026' }),
      undefined,
      eightDaysOn,
    );
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ error: INVITE_UNUSABLE });

    const resend = await call(
      adminInviteAdmin,
      request('POST', '/api/auth/admin/users', ada.cookie, { email: 'KIM@studio.example' }),
    );
    expect(resend.status).toBe(200);
    expect(await resend.json()).toMatchObject({ resent: true });
    const mails = await sentTo(handle.db, 'kim@studio.example');
    expect(mails).toHaveLength(2);
    const fresh = mails.map((mail) => inviteToken(mail.text)).find((each) => each !== token);
    expect(await peekAccountToken(handle.db, token!, 'admin-invite')).toBeNull();
    expect(await peekAccountToken(handle.db, fresh!, 'admin-invite')).not.toBeNull();
  });

  it('answers 409 for an address that has an account, and 400 for a bad one', async () => {
    const taken = await call(
      adminInviteAdmin,
      request('POST', '/api/auth/admin/users', ada.cookie, { email: 'CAT@example.com' }),
    );
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      fieldErrors: { email: ['An account with this e-mail already exists.'] },
    });
    const bad = await call(
      adminInviteAdmin,
      request('POST', '/api/auth/admin/users', ada.cookie, { email: 'not an address' }),
    );
    expect(bad.status).toBe(400);
    expect((await findUserById(handle.db, cat.id))?.role).toBe('customer');
    const badToken = await call(
      acceptAdminInvite,
      jsonPost('/api/auth/invite', { token: 'short', name: 'X Y', password: 'joining the studio' }),
    );
    expect(badToken.status).toBe(400);
  });

  it('cancels the invitation of an invitee who is suspended', async () => {
    await call(
      adminInviteAdmin,
      request('POST', '/api/auth/admin/users', ada.cookie, { email: 'lou@studio.example' }),
    );
    const [mail] = await sentTo(handle.db, 'lou@studio.example');
    const [lou] = await handle.db
      .select()
      .from(tables.users)
      .where(and(eq(tables.users.email, 'lou@studio.example')));
    expect(
      (await asAda(adminSuspendUser, `/api/auth/admin/users/${lou!.id}/suspend`, lou!.id)).status,
    ).toBe(200);
    const accepted = await call(
      acceptAdminInvite,
      jsonPost('/api/auth/invite', {
        token: inviteToken(mail?.text ?? ''),
        name: 'Lou Reed',
        password: 'joining the studio 2026',
      }),
    );
    expect(accepted.status).toBe(400);
  });
});
