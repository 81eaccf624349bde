import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { tables } from '@/lib/db';
import {
  currentRetention,
  HOUSEKEEPING_INTERVAL_MS,
  HOUSEKEEPING_JOB,
  housekeepingHandler,
  pruneOldRows,
  scheduleHousekeeping,
} from '@/lib/housekeeping';
import { runDueJobs } from '@/lib/jobs';
import { addNote, notesFor } from '@/lib/notes';
import { readUpload, storeUpload } from '@/lib/uploads';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { pdfBytes } from '../fixtures/documents';

const engines = await enginesUnderTest();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-housekeeping-'));
process.env.DATA_DIR = dataDir;
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const NOW = new Date('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeOnEachEngine(engines, 'housekeeping on $engine', 'housekeeping', (handle) => {
  it('removes only what is past its retention, and says how much', async () => {
    const db = handle.db;
    const [user] = await db
      .insert(tables.users)
      .values({ email: 'keep@example.com', name: 'Keep Me', passwordHash: 'x' })
      .returning();
    await db.insert(tables.rateLimitWindows).values([
      { key: 'contact:ip:old', windowStart: ago(2 * DAY), hits: 3 },
      { key: 'contact:ip:new', windowStart: ago(HOUR), hits: 1 },
    ]);
    await db.insert(tables.userSessions).values([
      { userId: user!.id, expiresAt: ago(HOUR) },
      { userId: user!.id, expiresAt: new Date(NOW.getTime() + DAY), endedAt: ago(2 * DAY) },
      { userId: user!.id, expiresAt: new Date(NOW.getTime() + DAY) },
    ]);
    await db.insert(tables.accountTokens).values([
      { userId: user!.id, purpose: 'password-reset', tokenHash: 'a', expiresAt: ago(2 * DAY) },
      {
        userId: user!.id,
        purpose: 'password-reset',
        tokenHash: 'b',
        expiresAt: NOW,
        usedAt: ago(2 * DAY),
      },
      {
        userId: user!.id,
        purpose: 'password-reset',
        tokenHash: 'c',
        expiresAt: new Date(NOW.getTime() + HOUR),
      },
    ]);
    await db.insert(tables.contactMessages).values([
      {
        name: 'A',
        email: 'a@example.com',
        message: 'old',
        idempotencyKey: 'old-key-1',
        createdAt: ago(2 * DAY),
      },
      {
        name: 'B',
        email: 'b@example.com',
        message: 'new',
        idempotencyKey: 'new-key-1',
        createdAt: ago(HOUR),
      },
    ]);
    await db.insert(tables.pageViews).values([
      { path: '/', createdAt: ago(400 * DAY) },
      { path: '/about', createdAt: ago(DAY) },
    ]);
    await db.insert(tables.journeyEntries).values([
      {
        visitorId: 'v'.repeat(32),
        step: 'page_visit',
        url: '/',
        metadata: {},
        activeTests: {},
        occurredAt: ago(100 * DAY),
        recordedAt: ago(100 * DAY),
      },
      {
        visitorId: 'v'.repeat(32),
        step: 'page_visit',
        url: '/x',
        metadata: {},
        activeTests: {},
        occurredAt: ago(DAY),
        recordedAt: ago(DAY),
      },
    ]);

    expect(await pruneOldRows(db, NOW)).toEqual({
      rateLimitWindows: 1,
      sessions: 2,
      accountTokens: 2,
      idempotencyKeys: 1,
      pageViews: 1,
      journeyEntries: 1,
      applications: 0,
    });
    expect((await db.select().from(tables.rateLimitWindows)).map((row) => row.key)).toEqual([
      'contact:ip:new',
    ]);
    expect(await db.select().from(tables.userSessions)).toHaveLength(1);
    expect((await db.select().from(tables.accountTokens)).map((row) => row.tokenHash)).toEqual([
      'c',
    ]);
    // The messages stay; only the old retry key is forgotten.
    const messages = await db.select().from(tables.contactMessages);
    expect(messages.map((row) => [row.message, row.idempotencyKey]).sort()).toEqual([
      ['new', 'new-key-1'],
      ['old', null],
    ]);
    expect((await db.select().from(tables.pageViews)).map((row) => row.path)).toEqual(['/about']);
    expect(await db.select().from(tables.journeyEntries)).toHaveLength(1);
    // Nothing more to do a second time.
    expect(Object.values(await pruneOldRows(db, NOW)).every((removed) => removed === 0)).toBe(true);
  });

  it('deletes job applications past APPLICATION_RETENTION_DAYS (180) with their CVs and notes (UK GDPR)', async () => {
    const db = handle.db;
    const application = async (name: string, createdAt: Date, statusChangedAt = createdAt) => {
      const cvStorageKey = await storeUpload('cv', pdfBytes(name), 'pdf');
      const [row] = await db
        .insert(tables.jobApplications)
        .values({
          jobId: 'jobPosting-producer',
          jobTitle: 'Podcast Producer',
          name,
          email: `${name.toLowerCase()}@example.com`,
          cvStorageKey,
          cvFileName: 'cv.pdf',
          cvContentType: 'application/pdf',
          cvBytes: 100,
          createdAt,
          statusChangedAt,
        })
        .returning();
      await addNote(db, {
        subject: 'application',
        subjectId: row!.id,
        body: `About ${name}`,
        author: { id: row!.id, email: 'admin@example.com' },
      });
      return row!;
    };
    const expired = await application('Expired', ago(181 * DAY));
    const young = await application('Young', ago(179 * DAY));
    // Still moving through the pipeline: the clock runs from its last change.
    const moving = await application('Moving', ago(300 * DAY), ago(10 * DAY));

    expect((await pruneOldRows(db, NOW)).applications).toBe(1);
    const left = await db.select().from(tables.jobApplications);
    expect(left.map((row) => row.name).sort()).toEqual(['Moving', 'Young']);
    await expect(readUpload(expired.cvStorageKey)).rejects.toThrow(/ENOENT/);
    expect((await readUpload(young.cvStorageKey)).byteLength).toBeGreaterThan(0);
    expect((await readUpload(moving.cvStorageKey)).byteLength).toBeGreaterThan(0);
    const notes = await notesFor(db, 'application', [expired.id, young.id, moving.id]);
    expect([...notes.keys()].sort()).toEqual([moving.id, young.id].sort());
    // A shorter period, as APPLICATION_RETENTION_DAYS could set, takes the young one too.
    const summary = await pruneOldRows(db, NOW, {
      ...currentRetention(),
      applicationsMs: 30 * DAY,
    });
    expect(summary.applications).toBe(1);
    expect((await db.select().from(tables.jobApplications)).map((row) => row.name)).toEqual([
      'Moving',
    ]);
  });

  it('keeps one run pending, runs it on the job queue and books the next an hour later', async () => {
    const db = handle.db;
    const pending = () =>
      db
        .select()
        .from(tables.outboxJobs)
        .where(
          and(
            eq(tables.outboxJobs.kind, HOUSEKEEPING_JOB),
            eq(tables.outboxJobs.status, 'pending'),
          ),
        );
    await scheduleHousekeeping(db, NOW);
    await scheduleHousekeeping(db, NOW);
    expect(await pending()).toHaveLength(1);

    const summary = await runDueJobs(
      db,
      { [HOUSEKEEPING_JOB]: housekeepingHandler() },
      {
        now: new Date(NOW.getTime() + 1000),
      },
    );
    expect(summary).toEqual({ done: 1, retried: 0, dead: 0 });
    const [next] = await pending();
    expect(next!.runAfter.getTime()).toBeGreaterThan(
      Date.now() + HOUSEKEEPING_INTERVAL_MS - 60_000,
    );
    await scheduleHousekeeping(db, NOW);
    expect(await pending()).toHaveLength(1);
  });
});
