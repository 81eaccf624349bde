import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { expect, it } from 'vitest';
import { queryRows, tables, type DatabaseHandle } from '@/lib/db';
import { subscribeToNewsletter } from '@/lib/newsletter';
import { describeOnEachEngine, enginesUnderTest, POSTGRES_URL } from '../fixtures/databases';

const engines = await enginesUnderTest();

describeOnEachEngine(engines, 'on $engine', 'database', (handle, engine) => {
  it('applies the migrations on open and reports its engine', async () => {
    expect(handle.engine).toBe(engine);
    const rows = await queryRows<{ table_name: string }>(
      handle.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(rows.map((row) => row.table_name)).toContain('newsletter_subscribers');
  });

  it('stores a newsletter address once, whatever its letter case', async () => {
    expect(await subscribeToNewsletter(handle.db, 'listener@example.com')).toBe('subscribed');
    expect(await subscribeToNewsletter(handle.db, 'Listener@Example.com')).toBe(
      'confirmation-resent',
    );
    const stored = await handle.db.select().from(tables.newsletterSubscribers);
    expect(stored.filter((row) => row.email.toLowerCase() === 'listener@example.com')).toHaveLength(
      1,
    );
  });

  it('keeps one row when the same address is subscribed concurrently', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => subscribeToNewsletter(handle.db, 'race@example.com')),
    );
    expect(outcomes.filter((outcome) => outcome === 'subscribed')).toHaveLength(1);
    // Ten sign-ups at once still send the address one confirmation e-mail.
    const mails = await queryRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from mail_messages where "to" = 'race@example.com'`,
    );
    expect(mails[0]?.count).toBe(1);
    const stored = await queryRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from newsletter_subscribers where lower(email) = 'race@example.com'`,
    );
    expect(stored[0]?.count).toBe(1);
  });

  it.runIf(engine === 'postgres')(
    'survives the server ending its idle connections, and reconnects',
    async () => {
      await Promise.all(Array.from({ length: 5 }, () => queryRows(handle.db, sql`select 1`)));
      // From another session, as an administrator or a failover would.
      const outside = new Client({ connectionString: await currentDatabaseUrl(handle) });
      await outside.connect();
      const ended = await outside.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await outside.end();
      expect(ended.rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [row] = await queryRows<{ one: number }>(handle.db, sql`select 1 as one`);
      expect(row?.one).toBe(1);
    },
  );
});

/** The URL of the database this handle uses (the fixture makes a fresh one per file). */
async function currentDatabaseUrl(handle: DatabaseHandle): Promise<string> {
  const [row] = await queryRows<{ name: string }>(
    handle.db,
    sql`select current_database() as name`,
  );
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${row!.name}`;
  return url.toString();
}
