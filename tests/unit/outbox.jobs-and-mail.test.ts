import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { tables } from '@/lib/db';
import {
  enqueueJob,
  MAX_JOB_ATTEMPTS,
  retryDelayMs,
  runDueJobs,
  type JobHandlers,
} from '@/lib/jobs';
import { mailDeliveryHandler, MAIL_DELIVERY_JOB, queueMail, type MailTransport } from '@/lib/mail';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';

const engines = await enginesUnderTest();

describeOnEachEngine(engines, 'on $engine', 'outbox', (handle) => {
  it('keeps a job whose handler fails and runs it again after the backoff', async () => {
    let calls = 0;
    const handlers: JobHandlers = {
      flaky: async () => {
        calls += 1;
        if (calls === 1) throw new Error('provider down');
      },
    };
    const id = await enqueueJob(handle.db, 'flaky', { n: 1 });
    const start = new Date();

    expect(await runDueJobs(handle.db, handlers, { now: start })).toEqual({
      done: 0,
      retried: 1,
      dead: 0,
    });
    const [afterFailure] = await handle.db
      .select()
      .from(tables.outboxJobs)
      .where(eq(tables.outboxJobs.id, id));
    expect(afterFailure).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'provider down',
    });

    // Not yet due: nothing runs before the backoff has passed.
    expect(
      await runDueJobs(handle.db, handlers, { now: new Date(start.getTime() + 1000) }),
    ).toEqual({ done: 0, retried: 0, dead: 0 });

    const later = new Date(start.getTime() + retryDelayMs(1) + 1);
    expect(await runDueJobs(handle.db, handlers, { now: later })).toEqual({
      done: 1,
      retried: 0,
      dead: 0,
    });
    const [done] = await handle.db
      .select()
      .from(tables.outboxJobs)
      .where(eq(tables.outboxJobs.id, id));
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('gives up after the last attempt but keeps the job and its error', async () => {
    const handlers: JobHandlers = {
      broken: async () => Promise.reject(new Error('always fails')),
    };
    const id = await enqueueJob(handle.db, 'broken', {});
    let now = new Date();
    for (let attempt = 1; attempt <= MAX_JOB_ATTEMPTS; attempt += 1) {
      await runDueJobs(handle.db, handlers, { now });
      now = new Date(now.getTime() + retryDelayMs(attempt) + 1);
    }
    const [job] = await handle.db
      .select()
      .from(tables.outboxJobs)
      .where(eq(tables.outboxJobs.id, id));
    expect(job).toMatchObject({
      status: 'dead',
      attempts: MAX_JOB_ATTEMPTS,
      lastError: 'always fails',
    });
  });

  it('stores an e-mail in the outbox and delivers it through the transport', async () => {
    const sent: string[] = [];
    const transport: MailTransport = {
      name: 'smtp',
      send: async (mail) => void sent.push(mail.subject),
    };
    const mailId = await queueMail(handle.db, 'test', {
      to: 'guest@example.com',
      subject: 'Your booking is confirmed',
      text: 'See you soon.',
      attachments: [
        { filename: 'invite.ics', contentType: 'text/calendar', contentBase64: 'QkVHSU4=' },
      ],
    });
    const [queued] = await handle.db
      .select()
      .from(tables.mailMessages)
      .where(eq(tables.mailMessages.id, mailId));
    expect(queued).toMatchObject({ status: 'queued', to: 'guest@example.com' });

    await runDueJobs(handle.db, { [MAIL_DELIVERY_JOB]: mailDeliveryHandler(() => transport) });
    const [delivered] = await handle.db
      .select()
      .from(tables.mailMessages)
      .where(eq(tables.mailMessages.id, mailId));
    expect(delivered).toMatchObject({ status: 'delivered', transport: 'smtp' });
    expect(sent).toEqual(['Your booking is confirmed']);
  });
});
