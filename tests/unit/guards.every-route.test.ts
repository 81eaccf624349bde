// Every API route read from the file tree: each declares who may call it, and a signed-out caller and a
// customer are refused wherever it says signed-in or admin. A new route is covered the day it is added.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createUser } from '@/lib/auth/users';
import type { Route } from '@/lib/http/route';
import { databaseForSuite } from '../fixtures/databases';
import { fillPattern, routeFiles } from '../fixtures/route-files';
import { sessionCookieFor } from '../fixtures/routes';

const root = path.resolve(import.meta.dirname, '../..');

type Entry = { url: string; method: string; route: Route };

async function apiRoutes(): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const file of routeFiles()) {
    const handlers = (await import(path.join(root, file.file))) as Record<string, unknown>;
    for (const method of file.methods) {
      entries.push({
        url: `http://localhost:3000${fillPattern(file.pattern, '00000000-0000-4000-8000-000000000000')}`,
        method,
        route: handlers[method] as Route,
      });
    }
  }
  return entries;
}

const entries = await apiRoutes();
// The lake speaks Sanity's protocol with its own tokens (tests/unit/content-lake.*).
const routed = entries.filter((entry) => !entry.url.includes('/api/lake/'));

describe('every route declares who may call it', () => {
  it('is written with route() (the lake excepted)', () => {
    const unrouted = routed.filter((entry) => typeof entry.route?.access !== 'string');
    expect(unrouted.map((entry) => `${entry.method} ${entry.url}`)).toEqual([]);
  });

  it('is admin-only under an admin path', () => {
    const open = routed.filter(
      (entry) =>
        /\/(api\/admin|api\/auth\/admin|admin)\//.test(entry.url) && entry.route.access !== 'admin',
    );
    expect(open.map((entry) => `${entry.method} ${entry.url}`)).toEqual([]);
  });
});

describe('callers who may not', () => {
  const handle = databaseForSuite();
  const guarded = routed.filter((entry) => entry.route?.access !== 'public');

  const call = (entry: Entry, cookie?: string) =>
    entry.route.run(
      new Request(entry.url, {
        method: entry.method,
        headers: {
          host: 'localhost:3000',
          origin: 'http://localhost:3000',
          'content-type': 'application/json',
          ...(cookie ? { cookie } : {}),
        },
        body: ['GET', 'HEAD'].includes(entry.method) ? undefined : '{}',
      }),
      { db: handle.db, kickJobs: () => {} },
    );

  it('covers the back office and the account routes', () => {
    expect(guarded.filter((entry) => entry.route.access === 'admin').length).toBeGreaterThan(10);
    expect(guarded.filter((entry) => entry.route.access === 'signed-in').length).toBeGreaterThan(5);
  });

  it('refuses a signed-out caller with 401 everywhere it is guarded', async () => {
    for (const entry of guarded) {
      expect((await call(entry)).status, `${entry.method} ${entry.url}`).toBe(401);
    }
  });

  it('refuses a customer with 403 on every admin route', async () => {
    const customer = await createUser(handle.db, {
      email: 'customer@example.com',
      name: 'Cas Customer',
      password: 'a long enough password 1',
    });
    if (customer === 'email-taken') throw new Error('fresh database expected');
    const cookie = await sessionCookieFor(handle.db, customer.id);
    for (const entry of guarded.filter((candidate) => candidate.route.access === 'admin')) {
      expect((await call(entry, cookie)).status, `${entry.method} ${entry.url}`).toBe(403);
    }
  });
});
