// An instance that shuts down finishes the job it is running and hands back the ones it had
// claimed but not started, due at once and without an attempt counted, for another instance.
import { inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { tables } from '@/lib/db';
import { enqueueJob, runDueJobs, type JobHandlers } from '@/lib/jobs';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';

const engines = await enginesUnderTest();

describeOnEachEngine(engines, 'on $engine', 'jobs on shutdown', (handle) => {
  it('finish the job running and hand back the claimed ones not started', async () => {
    let stopping = false;
    const ran: string[] = [];
    const handlers: JobHandlers = {
      slow: async (payload) => {
        ran.push((payload as { n: string }).n);
        stopping = true; // the drain starts while the first job runs
      },
    };
    const ids = [];
    for (const n of ['a', 'b', 'c']) ids.push(await enqueueJob(handle.db, 'slow', { n }));
    const now = new Date();

    const summary = await runDueJobs(handle.db, handlers, { now, shouldStop: () => stopping });

    // One job ran (the three were due at once, so any of them); the other two were handed back.
    expect(ran).toHaveLength(1);
    expect(summary).toEqual({ done: 1, retried: 0, dead: 0 });
    const rows = await handle.db
      .select()
      .from(tables.outboxJobs)
      .where(inArray(tables.outboxJobs.id, ids));
    const done = rows.filter((row) => row.status === 'done');
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ attempts: 1, payload: { n: ran[0] } });
    const handedBack = rows.filter((row) => row.status !== 'done');
    expect(handedBack).toHaveLength(2);
    for (const row of handedBack) {
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
      expect(row.runAfter.getTime()).toBeLessThanOrEqual(now.getTime());
    }

    // Another instance's worker takes them straight away.
    stopping = false;
    expect(await runDueJobs(handle.db, handlers, { now: new Date() })).toMatchObject({ done: 2 });
    const again = await handle.db
      .select()
      .from(tables.outboxJobs)
      .where(inArray(tables.outboxJobs.id, ids));
    for (const row of again) expect(row).toMatchObject({ status: 'done', attempts: 1 });
  });
});
