import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/db';
import { databaseError, retryOnDeadlock, SQLSTATE } from '@/lib/db/errors';
import { enginesUnderTest } from '../fixtures/databases';

// PGlite has one connection, so only PostgreSQL can deadlock.
const postgres = (await enginesUnderTest()).find((engine) => engine.engine === 'postgres')!;

describe.skipIf(postgres.skipReason !== null)('transactions aborted by a deadlock', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await postgres.open();
    await handle.db.execute(sql`create table counters (id int primary key, hits int not null)`);
    await handle.db.execute(sql`insert into counters values (1, 0), (2, 0)`);
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** Two transactions lock the two rows in opposite orders, each waiting until both hold one. */
  function crossedUpdates(run: <T>(work: () => Promise<T>) => Promise<T>) {
    let arrived = 0;
    let release!: () => void;
    const bothHoldOneRow = new Promise<void>((resolve) => (release = resolve));
    const bump = (first: number, second: number) =>
      run(() =>
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`update counters set hits = hits + 1 where id = ${first}`);
          arrived += 1;
          if (arrived === 2) release();
          await bothHoldOneRow;
          await tx.execute(sql`update counters set hits = hits + 1 where id = ${second}`);
        }),
      );
    return Promise.allSettled([bump(1, 2), bump(2, 1)]);
  }

  it('without a retry, PostgreSQL aborts one of them with deadlock_detected', async () => {
    const outcomes = await crossedUpdates((work) => work());
    const failures = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(failures).toHaveLength(1);
    expect(databaseError((failures[0] as PromiseRejectedResult).reason)?.code).toBe(
      SQLSTATE.deadlockDetected,
    );
  });

  it('retryOnDeadlock runs the aborted one again, so both commit', async () => {
    const before = await handle.db.execute(sql`select sum(hits)::int as total from counters`);
    const outcomes = await crossedUpdates((work) => retryOnDeadlock(work));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    const after = await handle.db.execute(sql`select sum(hits)::int as total from counters`);
    const total = (result: unknown) => (result as { rows: { total: number }[] }).rows[0]!.total;
    expect(total(after) - total(before)).toBe(4);
  });

  it('does not retry other failures', async () => {
    let attempts = 0;
    await expect(
      retryOnDeadlock(async () => {
        attempts += 1;
        await handle.db.execute(sql`insert into counters values (1, 0)`);
      }),
    ).rejects.toSatisfy((error) => databaseError(error)?.code === SQLSTATE.uniqueViolation);
    expect(attempts).toBe(1);
  });
});
