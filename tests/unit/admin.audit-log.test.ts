// The admin audit log (issue #13 item 7): route() records every successful admin write, with who,
// what, when and a before/after; refused writes and customers leave no trace; secrets never reach it;
// the database itself refuses to change or delete an entry; the /admin/audit filters find entries.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  auditFilterChoices,
  listAuditEntries,
  parseAuditFilters,
  recordAuditEntry,
  REDACTED,
  type NewAuditEntry,
} from '@/lib/audit';
import { describeChanges, describeInput } from '@/lib/audit/describe';
import { readAuditLog } from '@/lib/audit/http';
import { defaultAction, defaultTarget } from '@/lib/audit-trail/naming';
import { adminDeleteUser, adminListUsers, adminUpdateUser } from '@/lib/auth-http/admin-users';
import { createUser, setUserRole } from '@/lib/auth/users';
import { tables, type Database } from '@/lib/db';
import { ok } from '@/lib/http';
import { route, type Route } from '@/lib/http/route';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { callRoute, sessionCookieFor } from '../fixtures/routes';

const engines = await enginesUnderTest();
const NOW = new Date('2026-11-25T12:00:00Z');
const ADDRESS = '203.0.113.9';

/** A signed-in account of this role, with the cookie its browser would send. */
async function account(db: Database, email: string, role: 'customer' | 'admin' = 'customer') {
  const user = await createUser(db, {
    email,
    name: 'Audit Tester',
    password: 'a long password 42',
  });
  if (user === 'email-taken') throw new Error('fresh database expected');
  if (role === 'admin') await setUserRole(db, user.id, 'admin');
  return { ...user, role, cookie: await sessionCookieFor(db, user.id) };
}

/** A same-site browser request with a session cookie (and a JSON or form body). */
function request(method: string, path: string, cookie: string | null, body?: unknown) {
  const form = body instanceof FormData;
  return new Request(`http://localhost:3000${path}`, {
    method,
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'x-forwarded-for': ADDRESS,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
}

const entries = (db: Database) => db.select().from(tables.adminAuditLog);

/** An entry as route() would record it, stored directly. */
const auditEntry = (at: string, fields: Partial<NewAuditEntry> = {}): NewAuditEntry => ({
  at: new Date(at),
  actorId: '00000000-0000-4000-8000-000000000001',
  actorEmail: 'ada@example.com',
  action: 'users.role',
  method: 'PATCH',
  path: '/api/auth/admin/users/u1',
  targetType: 'users',
  targetId: 'u1',
  summary: {},
  clientAddress: ADDRESS,
  ...fields,
});

// Routes as a future back-office feature would declare them, with nothing said about auditing.
const moveApplication = route({
  access: 'admin',
  params: z.object({ id: z.string() }),
  body: z.object({ stage: z.string(), password: z.string(), profile: z.object({}).loose() }),
  handle: async () => ok({ moved: true }),
});
const uploadDocument = route({
  access: 'admin',
  body: { multipart: 100_000 },
  handle: async () => ok({ stored: true }, 201),
});
// A route customers use too, where the handler says when it acted as an admin.
const sharedChange = route({
  access: 'signed-in',
  handle: async ({ user, audit }) => {
    if (user.role === 'admin') audit({ action: 'shared.change', after: { done: true } });
    return ok({ done: true });
  },
});

describeOnEachEngine(engines, 'the audit log on $engine', 'admin audit log', (handle) => {
  const call = (target: Route, req: Request, params?: Record<string, string>) =>
    callRoute(target, handle.db, req, { now: NOW, params });

  it('records who changed a role, when, from where, and the role before and after', async () => {
    const admin = await account(handle.db, 'ada-admin@example.com', 'admin');
    const customer = await account(handle.db, 'sam@example.com');
    const path = `/api/auth/admin/users/${customer.id}`;
    const response = await call(
      adminUpdateUser,
      request('PATCH', path, admin.cookie, { role: 'admin' }),
      { id: customer.id },
    );
    expect(response.status).toBe(200);

    const recorded = await entries(handle.db);
    expect(recorded.filter((row) => row.actorId === admin.id)).toEqual([
      {
        id: expect.any(String),
        at: NOW,
        actorId: admin.id,
        actorEmail: 'ada-admin@example.com',
        action: 'users.role',
        method: 'PATCH',
        path,
        targetType: 'users',
        targetId: customer.id,
        targetLabel: 'sam@example.com',
        summary: {
          before: { role: 'customer' },
          after: { role: 'admin' },
          input: { role: 'admin' },
        },
        clientAddress: ADDRESS,
      },
    ]);
  });

  it('records a new admin route with no audit code, named by its method and path', async () => {
    const cookie = (await account(handle.db, 'second-admin@example.com', 'admin')).cookie;
    const response = await call(
      moveApplication,
      request('POST', '/api/admin/applications/app-41/move', cookie, {
        stage: 'interview',
        password: 'hunter2',
        profile: {},
      }),
      { id: 'app-41' },
    );
    expect(response.status).toBe(200);
    const [entry] = (await entries(handle.db)).filter((row) => row.targetId === 'app-41');
    expect(entry).toMatchObject({
      actorEmail: 'second-admin@example.com',
      action: 'POST /api/admin/applications/[id]/move',
      targetType: 'applications',
      targetLabel: null,
      summary: { input: { stage: 'interview', password: REDACTED, profile: {} } },
    });
  });

  it('records nothing for a refused or failed write, a read, or a customer', async () => {
    const admin = await account(handle.db, 'refusing-admin@example.com', 'admin');
    const customer = await account(handle.db, 'cas@example.com');
    const before = (await entries(handle.db)).length;
    const userPath = `/api/auth/admin/users/${customer.id}`;
    const attempts: [Route, Request, Record<string, string>, number][] = [
      // invalid body, a customer, no such user, the admin's own account, a read
      [
        adminUpdateUser,
        request('PATCH', userPath, admin.cookie, { role: 'owner' }),
        { id: customer.id },
        400,
      ],
      [
        adminUpdateUser,
        request('PATCH', userPath, customer.cookie, { role: 'admin' }),
        { id: customer.id },
        403,
      ],
      [
        adminUpdateUser,
        request('PATCH', userPath, null, { role: 'admin' }),
        { id: customer.id },
        401,
      ],
      [
        adminUpdateUser,
        request(
          'PATCH',
          '/api/auth/admin/users/00000000-0000-4000-8000-000000000000',
          admin.cookie,
          { role: 'admin' },
        ),
        { id: '00000000-0000-4000-8000-000000000000' },
        404,
      ],
      [
        adminDeleteUser,
        request('DELETE', `/api/auth/admin/users/${admin.id}`, admin.cookie),
        { id: admin.id },
        409,
      ],
      [adminListUsers, request('GET', '/api/auth/admin/users', admin.cookie), {}, 200],
      [sharedChange, request('POST', '/api/shared', customer.cookie), {}, 200],
    ];
    for (const [target, req, params, status] of attempts) {
      expect((await call(target, req, params)).status, `${req.method} ${req.url}`).toBe(status);
    }
    expect(await entries(handle.db)).toHaveLength(before);

    // The same shared route, called by an admin, is recorded because its handler says so.
    expect((await call(sharedChange, request('POST', '/api/shared', admin.cookie))).status).toBe(
      200,
    );
    const [shared] = (await entries(handle.db)).filter((row) => row.action === 'shared.change');
    expect(shared).toMatchObject({ actorId: admin.id, summary: { after: { done: true } } });
  });

  it('keeps no secret and no file contents', async () => {
    const admin = await account(handle.db, 'uploading-admin@example.com', 'admin');
    const form = new FormData();
    form.set('title', 'Contract');
    form.set('apiKey', 'sk-live-123');
    form.set(
      'file',
      new File(['the secret contents'], 'contract.pdf', { type: 'application/pdf' }),
    );
    const response = await call(
      uploadDocument,
      request('POST', '/api/admin/documents', admin.cookie, form),
    );
    expect(response.status).toBe(201);
    await call(
      moveApplication,
      request('POST', '/api/admin/applications/app-7/move', admin.cookie, {
        stage: 'offer',
        password: 'hunter2',
        profile: { nested: { resetToken: 'abc', totpCode: '123456', note: 'kept' } },
      }),
      { id: 'app-7' },
    );

    const mine = (await entries(handle.db)).filter((row) => row.actorId === admin.id);
    const inputOf = (path: string) => mine.find((row) => row.path === path)?.summary.input;
    expect(inputOf('/api/admin/documents')).toEqual({
      title: 'Contract',
      apiKey: REDACTED,
      file: { file: 'contract.pdf', size: 19, type: 'application/pdf' },
    });
    expect(inputOf('/api/admin/applications/app-7/move')).toEqual({
      stage: 'offer',
      password: REDACTED,
      profile: { nested: { resetToken: REDACTED, totpCode: REDACTED, note: 'kept' } },
    });
    const stored = JSON.stringify(mine);
    for (const secret of ['sk-live-123', 'the secret contents', 'hunter2', '123456']) {
      expect(stored).not.toContain(secret);
    }
  });

  it('shows the log to admins only', async () => {
    const admin = await account(handle.db, 'reading-admin@example.com', 'admin');
    const customer = await account(handle.db, 'curious@example.com');
    await recordAuditEntry(handle.db, auditEntry('2026-11-24T09:00:00Z', { action: 'read.me' }));
    const read = (cookie: string | null) =>
      call(readAuditLog, request('GET', '/api/admin/audit?action=read.me', cookie));
    expect((await read(null)).status).toBe(401);
    expect((await read(customer.cookie)).status).toBe(403);
    const answer = await read(admin.cookie);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { entries: { action: string }[]; total: number };
    expect(body.total).toBe(1);
    expect(body.entries[0]?.action).toBe('read.me');
  });

  it('refuses, in the database, to change or delete an entry', async () => {
    const log = tables.adminAuditLog;
    // Drizzle wraps the driver's error: the trigger's message is on its cause.
    const refusal = (query: PromiseLike<unknown>) =>
      Promise.resolve(query).then(
        () => 'allowed',
        (error: Error) => `${error.message} ${(error.cause as Error | undefined)?.message}`,
      );
    await recordAuditEntry(handle.db, auditEntry('2026-11-24T09:00:00Z'));
    const before = await entries(handle.db);
    expect(await refusal(handle.db.update(log).set({ actorEmail: 'x@example.com' }))).toMatch(
      /append-only: UPDATE is refused/,
    );
    expect(await refusal(handle.db.delete(log))).toMatch(/append-only: DELETE is refused/);
    expect(await refusal(handle.db.execute(sql`truncate admin_audit_log`))).toMatch(
      /append-only: TRUNCATE is refused/,
    );
    expect(await entries(handle.db)).toEqual(before);
  });
});

describeOnEachEngine(
  engines,
  'the audit page filters on $engine',
  'admin audit query',
  (handle) => {
    beforeAll(async () => {
      for (const row of [
        auditEntry('2026-06-01T23:30:00Z'), // 00:30 on 2 June in London (BST)
        auditEntry('2026-06-02T23:30:00Z', {
          actorEmail: 'Grace@Example.com',
          action: 'users.delete',
        }),
        auditEntry('2026-06-03T09:00:00Z', {
          action: 'bookings.cancel',
          targetType: 'bookings',
          targetId: 'b1',
        }),
        auditEntry('2026-06-04T09:00:00Z', { targetId: 'u2' }),
      ]) {
        await recordAuditEntry(handle.db, row);
      }
    });
    const find = async (query: Record<string, string>, pageSize?: number) =>
      listAuditEntries(handle.db, parseAuditFilters(query), pageSize);
    const times = (page: { entries: { at: Date }[] }) =>
      page.entries.map((row) => row.at.toISOString());

    it('filters by who, what, target and London dates, newest first, a page at a time', async () => {
      expect(times(await find({}))).toEqual([
        '2026-06-04T09:00:00.000Z',
        '2026-06-03T09:00:00.000Z',
        '2026-06-02T23:30:00.000Z',
        '2026-06-01T23:30:00.000Z',
      ]);
      expect(times(await find({ actor: 'grace@example.com' }))).toEqual([
        '2026-06-02T23:30:00.000Z',
      ]);
      expect(times(await find({ action: 'bookings.cancel' }))).toEqual([
        '2026-06-03T09:00:00.000Z',
      ]);
      expect((await find({ target: 'users' })).total).toBe(3);
      expect(times(await find({ target: 'users', targetId: 'u2' }))).toEqual([
        '2026-06-04T09:00:00.000Z',
      ]);
      // London days: 23:30 UTC on 1 June is 2 June there, and 23:30 UTC on 2 June is 3 June.
      expect(times(await find({ from: '2026-06-02', to: '2026-06-02' }))).toEqual([
        '2026-06-01T23:30:00.000Z',
      ]);
      expect((await find({ from: '2026-06-03' })).total).toBe(3);

      const second = await find({ page: '2' }, 3);
      expect(second).toMatchObject({ total: 4, page: 2, pageCount: 2 });
      expect(times(second)).toEqual(['2026-06-01T23:30:00.000Z']);
      // A page past the end shows the last one.
      expect((await find({ page: '9' }, 3)).page).toBe(2);
    });

    it('ignores values that do not fit, as the other back-office pages do', async () => {
      expect(
        parseAuditFilters({ from: 'yesterday', to: '2026-02-30', page: '-1', actor: '' }),
      ).toEqual({
        page: 1,
      });
      expect(parseAuditFilters({ action: ['users.role', 'users.delete'], page: '2' })).toEqual({
        action: 'users.role',
        page: 2,
      });
      expect((await find({ from: 'yesterday', page: 'x' })).total).toBe(4);
    });

    it('offers the admins, actions and targets the log holds', async () => {
      expect(await auditFilterChoices(handle.db)).toEqual({
        actors: ['Grace@Example.com', 'ada@example.com'],
        actions: ['bookings.cancel', 'users.delete', 'users.role'],
        targets: ['bookings', 'users'],
      });
    });
  },
);

describe('naming and describing an entry', () => {
  it('derives the action and target from the path and its parameters', () => {
    const params = { id: 'b1' };
    expect(defaultAction('POST', '/api/bookings/b1/cancel', params)).toBe(
      'POST /api/bookings/[id]/cancel',
    );
    expect(defaultTarget('/api/bookings/b1/cancel', params)).toEqual({
      type: 'bookings',
      id: 'b1',
    });
    expect(defaultAction('PUT', '/api/admin/files/a/b.txt', { path: ['a', 'b.txt'] })).toBe(
      'PUT /api/admin/files/[...path]',
    );
    expect(defaultTarget('/api/admin/notion/connection')).toBeUndefined();
  });

  it('lists the fields that changed, before and after', () => {
    expect(
      describeChanges({
        before: { status: 'running', weights: { a: 50, b: 50 } },
        after: { status: 'running', weights: { a: 20, b: 80 } },
      }),
    ).toEqual([{ field: 'weights', before: 'a: 50, b: 50', after: 'a: 20, b: 80' }]);
    expect(describeChanges({ before: { role: 'customer' } })).toEqual([
      { field: 'role', before: 'customer', after: undefined },
    ]);
    expect(describeChanges({ input: { role: 'admin' } })).toEqual([]);
    expect(describeInput({ input: { token: REDACTED, database: 'Articles' } })).toBe(
      'token: [redacted], database: Articles',
    );
  });
});
