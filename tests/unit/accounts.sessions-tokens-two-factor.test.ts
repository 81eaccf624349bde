import { TOTP, Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables, type DatabaseHandle } from '@/lib/db';
import { ensureFirstAdmin } from '@/lib/auth/first-admin';
import { forgetAccountAttempts, limitAuthAttempt } from '@/lib/auth-http/limits';
import { endSession, resolveSession, revokeAllSessions, startSession } from '@/lib/auth/sessions';
import { issueAccountToken, redeemAccountToken } from '@/lib/auth/tokens';
import {
  beginTwoFactorSetup,
  confirmTwoFactor,
  consumeTotpCode,
  verifySecondFactor,
} from '@/lib/auth/two-factor';
import { authenticate, createUser, type UserRow } from '@/lib/auth/users';
import { enginesUnderTest } from '../fixtures/databases';

const engines = await enginesUnderTest();

function codeAt(secret: string, timestamp: number) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp,
  });
}

const loginRequest = (ip: string) =>
  new Request('http://localhost/api/auth/login', { headers: { 'x-forwarded-for': ip } });

describe.each(engines)('on $engine', ({ skipReason, open }) => {
  describe.skipIf(skipReason !== null)(skipReason ?? 'accounts', () => {
    let handle: DatabaseHandle;
    let ana: UserRow;

    beforeAll(async () => {
      handle = await open();
      const created = await createUser(handle.db, {
        email: 'Ana@Example.com',
        name: 'Ana Lee',
        password: 'a long studio passphrase',
      });
      if (created === 'email-taken') throw new Error('fresh database expected');
      ana = created;
    });
    afterAll(async () => {
      await handle?.close();
    });

    it('keeps one account per address whatever its case, and signs in case-insensitively', async () => {
      expect(
        await createUser(handle.db, {
          email: 'ana@example.COM',
          name: 'Copy',
          password: 'x'.repeat(9),
        }),
      ).toBe('email-taken');
      expect(
        (await authenticate(handle.db, 'ANA@example.com', 'a long studio passphrase'))?.id,
      ).toBe(ana.id);
      expect(await authenticate(handle.db, 'ana@example.com', 'wrong passphrase')).toBeNull();
      expect(
        await authenticate(handle.db, 'nobody@example.com', 'a long studio passphrase'),
      ).toBeNull();
    });

    it('ends a session on logout, and every session when the session version moves on', async () => {
      const laptop = await startSession(handle.db, ana.id, 'laptop');
      const phone = await startSession(handle.db, ana.id, 'phone');
      expect((await resolveSession(handle.db, laptop))?.email).toBe('Ana@Example.com');

      await endSession(handle.db, phone.sessionId);
      expect(await resolveSession(handle.db, phone)).toBeNull();
      expect(await resolveSession(handle.db, laptop)).not.toBeNull();

      const version = await revokeAllSessions(handle.db, ana.id);
      expect(version).toBe(laptop.sessionVersion + 1);
      expect(await resolveSession(handle.db, laptop)).toBeNull();
      // A forged cookie naming the new version but an ended session is still refused.
      expect(await resolveSession(handle.db, { ...laptop, sessionVersion: version })).toBeNull();
      const fresh = await startSession(handle.db, ana.id, 'laptop');
      expect(fresh.sessionVersion).toBe(version);
      expect(await resolveSession(handle.db, fresh)).not.toBeNull();
    });

    it('refuses an expired session', async () => {
      const start = new Date('2026-01-01T10:00:00Z');
      const session = await startSession(handle.db, ana.id, null, start);
      expect(
        await resolveSession(handle.db, session, new Date('2026-01-10T10:00:00Z')),
      ).not.toBeNull();
      expect(await resolveSession(handle.db, session, new Date('2026-02-01T10:00:00Z'))).toBeNull();
    });

    it('redeems a reset token once, and not after its hour', async () => {
      const now = new Date('2026-11-22T10:00:00Z');
      const token = await issueAccountToken(
        handle.db,
        { userId: ana.id, purpose: 'password-reset', ttlMs: 3_600_000 },
        now,
      );
      const [stored] = await handle.db
        .select()
        .from(tables.accountTokens)
        .where(eq(tables.accountTokens.userId, ana.id));
      expect(stored?.tokenHash).not.toBe(token);

      const attempts = await Promise.all([
        redeemAccountToken(handle.db, token, 'password-reset', now),
        redeemAccountToken(handle.db, token, 'password-reset', now),
      ]);
      expect(attempts.filter(Boolean)).toHaveLength(1);
      expect(await redeemAccountToken(handle.db, token, 'password-reset', now)).toBeNull();

      const late = await issueAccountToken(
        handle.db,
        { userId: ana.id, purpose: 'password-reset', ttlMs: 3_600_000 },
        now,
      );
      expect(
        await redeemAccountToken(
          handle.db,
          late,
          'password-reset',
          new Date('2026-11-22T11:00:01Z'),
        ),
      ).toBeNull();
      // A token of another purpose does not reset a password.
      const verification = await issueAccountToken(
        handle.db,
        { userId: ana.id, purpose: 'email-verification', ttlMs: 3_600_000 },
        now,
      );
      expect(await redeemAccountToken(handle.db, verification, 'password-reset', now)).toBeNull();
    });

    it('a newer reset link retires the older one', async () => {
      const first = await issueAccountToken(handle.db, {
        userId: ana.id,
        purpose: 'password-reset',
        ttlMs: 3_600_000,
      });
      const second = await issueAccountToken(handle.db, {
        userId: ana.id,
        purpose: 'password-reset',
        ttlMs: 3_600_000,
      });
      expect(await redeemAccountToken(handle.db, first, 'password-reset')).toBeNull();
      expect(await redeemAccountToken(handle.db, second, 'password-reset')).not.toBeNull();
    });

    it('turns two-factor on with a code, accepts each code once, and each recovery code once', async () => {
      const setup = await beginTwoFactorSetup(handle.db, ana);
      expect(setup.otpauthUrl).toContain('otpauth://totp/');
      expect(setup.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
      const [row] = await handle.db.select().from(tables.users).where(eq(tables.users.id, ana.id));
      expect(row?.totpSecret).not.toContain(setup.secret);

      const t0 = Date.UTC(2026, 10, 22, 10, 0, 0);
      expect(await confirmTwoFactor(handle.db, ana.id, '000000', t0)).toBeNull();
      const recoveryCodes = await confirmTwoFactor(handle.db, ana.id, codeAt(setup.secret, t0), t0);
      expect(recoveryCodes).toHaveLength(10);

      // The code that turned it on cannot sign in again, nor can any earlier one.
      expect(await consumeTotpCode(handle.db, ana.id, codeAt(setup.secret, t0), t0 + 5_000)).toBe(
        false,
      );
      const t1 = t0 + 60_000;
      const next = codeAt(setup.secret, t1);
      const replays = await Promise.all([
        consumeTotpCode(handle.db, ana.id, next, t1),
        consumeTotpCode(handle.db, ana.id, next, t1),
      ]);
      expect(replays.filter(Boolean)).toHaveLength(1);
      // One step of clock drift is tolerated, more is not.
      const t2 = t1 + 120_000;
      expect(await consumeTotpCode(handle.db, ana.id, codeAt(setup.secret, t2 - 30_000), t2)).toBe(
        true,
      );
      expect(
        await consumeTotpCode(handle.db, ana.id, codeAt(setup.secret, t2 - 90_000), t2 + 60_000),
      ).toBe(false);

      const recovery = recoveryCodes![0]!;
      expect(await verifySecondFactor(handle.db, ana.id, recovery.toUpperCase())).toBe(true);
      expect(await verifySecondFactor(handle.db, ana.id, recovery)).toBe(false);
    });

    // Sign-in itself has no per-account cap (a stranger could lock the owner out): see
    // accounts.lockout-slows-attackers-not-owners.test.ts. Codes for one account still have one.
    it('answers the 6th rapid two-factor attempt on an account with 429 and Retry-After; a success clears the account count', async () => {
      const now = new Date('2026-11-22T12:00:00Z');
      const statuses: (number | null)[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const limited = await limitAuthAttempt(
          handle.db,
          'twoFactor',
          loginRequest('203.0.113.7'),
          'account-ana',
          now,
        );
        statuses.push(limited?.status ?? null);
      }
      expect(statuses).toEqual([null, null, null, null, null, 429]);
      const refused = await limitAuthAttempt(
        handle.db,
        'twoFactor',
        loginRequest('198.51.100.1'),
        'ACCOUNT-ANA',
        now,
      );
      expect(refused?.status).toBe(429);
      expect(Number(refused?.headers?.['Retry-After'])).toBeGreaterThan(0);

      await forgetAccountAttempts(handle.db, 'twoFactor', 'account-ana');
      expect(
        await limitAuthAttempt(
          handle.db,
          'twoFactor',
          loginRequest('198.51.100.2'),
          'account-ana',
          now,
        ),
      ).toBeNull();
    });

    it('limits attempts per client address across accounts', async () => {
      const now = new Date('2026-11-22T13:00:00Z');
      let refusedAt = -1;
      for (let attempt = 0; attempt < 31; attempt += 1) {
        const limited = await limitAuthAttempt(
          handle.db,
          'register',
          loginRequest('192.0.2.9'),
          `user${attempt}@example.com`,
          now,
        );
        if (limited && refusedAt < 0) refusedAt = attempt;
      }
      expect(refusedAt).toBe(30);
    });

    it('creates the first admin once, however often it is asked', async () => {
      await Promise.all([ensureFirstAdmin(handle.db), ensureFirstAdmin(handle.db)]);
      await ensureFirstAdmin(handle.db);
      const admins = await handle.db
        .select()
        .from(tables.users)
        .where(eq(tables.users.role, 'admin'));
      expect(admins.map((admin) => admin.email)).toEqual(['admin@studio.local']);
      expect(
        await authenticate(handle.db, 'admin@studio.local', 'studio-admin-local'),
      ).not.toBeNull();
    });
  });
});
