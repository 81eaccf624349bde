import net from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client, Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { sendContactMessage } from '@/lib/contact/http';
import type { Database } from '@/lib/db';
import { isDatabaseUnreachable } from '@/lib/db/errors';
import * as schema from '@/lib/db/schema';
import { enginesUnderTest, POSTGRES_URL } from '../fixtures/databases';

/** A port nothing listens on: connections to it are refused, as to a PostgreSQL that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const contactMessage = () =>
  new Request('http://localhost/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hello there.' }),
  });

describe('a request while PostgreSQL is away', () => {
  it('answers 503 with Retry-After and a sentence, not a 500', async () => {
    const refused = new Pool({
      connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/test`,
      connectionTimeoutMillis: 1000,
    });
    try {
      const db = drizzle(refused, { schema }) as unknown as Database;
      const response = await sendContactMessage.run(contactMessage(), { db, kickJobs: () => {} });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        error: 'The service is briefly unavailable. Please try again in a moment.',
      });
    } finally {
      await refused.end();
    }
  });
});

describe('telling a lost database from a failed query', async () => {
  const [, postgres] = await enginesUnderTest();

  it.skipIf(postgres!.skipReason)(
    'a connection the server ends mid-query is unreachable; a bad query is not',
    async () => {
      const victim = new Client({ connectionString: POSTGRES_URL });
      await victim.connect();
      victim.on('error', () => {});
      const [{ pid }] = (await victim.query('select pg_backend_pid() as pid')).rows;
      const sleeping = victim.query('select pg_sleep(10)').then(
        () => null,
        (error: unknown) => error,
      );
      const admin = new Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      try {
        // Once the sleep runs: as a restarting server or an administrator would end it.
        await expect
          .poll(async () => {
            const { rows } = await admin.query(
              `select state from pg_stat_activity where pid = $1`,
              [pid],
            );
            return rows[0]?.state;
          })
          .toBe('active');
        await admin.query('select pg_terminate_backend($1)', [pid]);
        expect(isDatabaseUnreachable(await sleeping)).toBe(true);

        const failed = await admin.query('select * from no_such_table').catch((e: unknown) => e);
        expect(failed).toBeInstanceOf(Error);
        expect(isDatabaseUnreachable(failed)).toBe(false);
      } finally {
        await admin.end();
        await victim.end().catch(() => {});
      }
    },
  );

  it('a refused connection is unreachable, wherever drizzle puts the driver error', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnreachable(new Error('Failed query: select 1', { cause: refused }))).toBe(
      true,
    );
    expect(isDatabaseUnreachable(new Error('Failed query', { cause: { code: '23505' } }))).toBe(
      false,
    );
  });
});
