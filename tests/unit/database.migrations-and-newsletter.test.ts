import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, tables, type DatabaseHandle } from '@/lib/db';
import { subscribeToNewsletter } from '@/lib/newsletter';
import { enginesUnderTest } from '../fixtures/databases';

const engines = await enginesUnderTest();

describe.each(engines)('on $engine', ({ engine, skipReason, open }) => {
  describe.skipIf(skipReason !== null)(skipReason ?? 'database', () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await open();
    });
    afterAll(async () => {
      await handle?.close();
    });

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
        'already-subscribed',
      );
      const stored = await handle.db.select().from(tables.newsletterSubscribers);
      expect(
        stored.filter((row) => row.email.toLowerCase() === 'listener@example.com'),
      ).toHaveLength(1);
    });

    it('keeps one row when the same address is subscribed concurrently', async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () => subscribeToNewsletter(handle.db, 'race@example.com')),
      );
      expect(outcomes.filter((outcome) => outcome === 'subscribed')).toHaveLength(1);
      const stored = await queryRows<{ count: number }>(
        handle.db,
        sql`select count(*)::int as count from newsletter_subscribers where lower(email) = 'race@example.com'`,
      );
      expect(stored[0]?.count).toBe(1);
    });
  });
});
