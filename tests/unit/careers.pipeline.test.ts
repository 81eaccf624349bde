// The talent pipeline (issue #13 item 3): an admin moves an application new → reviewing → shortlisted →
// interview → offer → hired or rejected, with notes, filters the list by job and status, and e-mails the
// applicant from the new status's template through the outbox. Customers and strangers are refused.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, setUserRole } from '@/lib/auth/users';
import {
  APPLICATION_STATUSES,
  applicantMail,
  listApplications,
  parseApplicationFilters,
  postingCounts,
  submitApplication,
} from '@/lib/careers';
import { listPipeline, updateApplication } from '@/lib/careers/http';
import { tables, type Database } from '@/lib/db';
import { MAIL_DELIVERY_JOB } from '@/lib/mail';
import { notesFor } from '@/lib/notes';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { pdfBytes } from '../fixtures/documents';
import { callRoute, sessionCookieFor } from '../fixtures/routes';

const engines = await enginesUnderTest();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-pipeline-'));
process.env.DATA_DIR = dataDir;
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const NOW = new Date('2026-11-25T12:00:00Z');
const producer = { id: 'jobPosting-producer', title: 'Podcast Producer' };
const editor = { id: 'jobPosting-editor', title: 'Social Video Editor' };

async function apply(db: Database, job: typeof producer, name: string) {
  const email = `${name.split(' ')[0]!.toLowerCase()}@example.com`;
  const outcome = await submitApplication(
    db,
    job,
    { name, email, phone: undefined, coverNote: 'Hello.' },
    { bytes: pdfBytes(name), fileName: 'cv.pdf' },
  );
  if (!outcome.ok) throw new Error(outcome.message);
  return { id: outcome.applicationId, email };
}

async function account(db: Database, email: string, role: 'customer' | 'admin') {
  const user = await createUser(db, {
    email,
    name: 'Pipeline Tester',
    password: 'a long password 42',
  });
  if (user === 'email-taken') throw new Error('fresh database expected');
  if (role === 'admin') await setUserRole(db, user.id, 'admin');
  return { ...user, cookie: await sessionCookieFor(db, user.id) };
}

/** A same-site browser request, signed in with `cookie` when given, with a JSON body when given. */
function request(method: string, url: string, cookie: string | null, body?: unknown) {
  const headers = new Headers({ host: 'localhost:3000', origin: 'http://localhost:3000' });
  if (cookie) headers.set('cookie', cookie);
  if (body !== undefined) headers.set('content-type', 'application/json');
  const json = body === undefined ? undefined : JSON.stringify(body);
  return new Request(new URL(url, 'http://localhost:3000'), { method, headers, body: json });
}

describe('the e-mail to the applicant', () => {
  const applicant = { id: 'ref-1', name: 'Jo Bloggs', email: 'jo@example.com', jobTitle: 'Editor' };

  it('is chosen by the new status', () => {
    const kinds = APPLICATION_STATUSES.map((status) => applicantMail(applicant, status).kind);
    expect(kinds).toEqual([
      'application-update',
      'application-update',
      'application-update',
      'application-interview',
      'application-offer',
      'application-hired',
      'application-rejected',
    ]);
    const invitation = applicantMail(applicant, 'interview').mail;
    expect(invitation).toMatchObject({
      to: 'jo@example.com',
      subject: 'Interview invitation: Editor',
    });
    expect(invitation.text).toMatch(/^Hello Jo Bloggs,\n/);
    expect(invitation.text).toContain('Your reference: ref-1');
  });

  it('tells a rejected applicant how long the application is kept', () => {
    expect(applicantMail(applicant, 'rejected').mail.text).toContain(
      'we keep applications for 180 days and then delete them with the CV',
    );
  });
});

describe('the filters of the talent page', () => {
  it('keep a job and a known status, and ignore what does not fit', () => {
    expect(parseApplicationFilters({ job: 'jobPosting-editor', status: 'interview' })).toEqual({
      job: 'jobPosting-editor',
      status: 'interview',
    });
    expect(parseApplicationFilters({ job: '', status: 'sacked' })).toEqual({
      job: undefined,
      status: undefined,
    });
  });
});

describeOnEachEngine(engines, 'the talent pipeline on $engine', 'talent pipeline', (handle) => {
  let admin: Awaited<ReturnType<typeof account>>;
  let customer: Awaited<ReturnType<typeof account>>;
  let mary: { id: string; email: string };
  let isambard: { id: string; email: string };
  let rosalind: { id: string; email: string };

  beforeAll(async () => {
    admin = await account(handle.db, 'ada-admin@example.com', 'admin');
    customer = await account(handle.db, 'sam-customer@example.com', 'customer');
    mary = await apply(handle.db, producer, 'Mary Seacole');
    isambard = await apply(handle.db, producer, 'Isambard Brunel');
    rosalind = await apply(handle.db, editor, 'Rosalind Franklin');
  });

  const patch = (id: string, body: unknown, cookie: string | null = admin.cookie) =>
    callRoute(
      updateApplication,
      handle.db,
      request('PATCH', `/api/admin/applications/${id}`, cookie, body),
      {
        now: NOW,
        params: { id },
      },
    );
  const stored = async (id: string) =>
    (
      await handle.db.select().from(tables.jobApplications).where(eq(tables.jobApplications.id, id))
    )[0]!;
  const pipelineMails = (to: string) =>
    handle.db
      .select()
      .from(tables.mailMessages)
      .where(and(eq(tables.mailMessages.to, to), like(tables.mailMessages.kind, 'application-%')));
  const auditOf = (id: string) =>
    handle.db.select().from(tables.adminAuditLog).where(eq(tables.adminAuditLog.targetId, id));

  it('moves an application to interview with a note, and the invitation is in the outbox', async () => {
    const response = await patch(mary.id, {
      status: 'interview',
      note: '  Strong portfolio; ask about live shows.  ',
      notifyApplicant: true,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { emailed: boolean; application: object };
    expect(body.emailed).toBe(true);
    expect(body.application).not.toHaveProperty('cvStorageKey');

    expect(await stored(mary.id)).toMatchObject({ status: 'interview', statusChangedAt: NOW });
    const notes = (await notesFor(handle.db, 'application', [mary.id])).get(mary.id);
    expect(notes?.map((note) => [note.body, note.authorEmail])).toEqual([
      ['Strong portfolio; ask about live shows.', 'ada-admin@example.com'],
    ]);
    const mails = await pipelineMails(mary.email);
    expect(mails.map((mail) => [mail.kind, mail.subject])).toEqual([
      ['application-interview', 'Interview invitation: Podcast Producer'],
    ]);
    // Queued with its delivery job, like every other e-mail.
    const deliveries = await handle.db
      .select()
      .from(tables.outboxJobs)
      .where(eq(tables.outboxJobs.kind, MAIL_DELIVERY_JOB));
    expect(
      deliveries.some((job) => (job.payload as { mailId?: string }).mailId === mails[0]!.id),
    ).toBe(true);

    expect(await auditOf(mary.id)).toEqual([
      expect.objectContaining({
        action: 'applications.status',
        actorEmail: 'ada-admin@example.com',
        targetType: 'application',
        targetLabel: mary.email,
        summary: expect.objectContaining({
          before: { status: 'new' },
          after: { status: 'interview', emailed: true },
        }),
      }),
    ]);
  });

  it('sends nothing to the applicant unless asked', async () => {
    const response = await patch(isambard.id, { status: 'reviewing', note: '' });
    expect(response.status).toBe(200);
    expect(await stored(isambard.id)).toMatchObject({ status: 'reviewing' });
    expect(await pipelineMails(isambard.email)).toEqual([]);
    expect(
      (await notesFor(handle.db, 'application', [isambard.id])).get(isambard.id),
    ).toBeUndefined();
  });

  it('adds a note without a move, and refuses a change that changes nothing', async () => {
    const noted = await patch(isambard.id, { status: 'reviewing', note: 'Called the referee.' });
    expect(noted.status).toBe(200);
    expect((await auditOf(isambard.id)).map((entry) => entry.action)).toEqual([
      'applications.status',
      'applications.update',
    ]);
    const nothing = await patch(isambard.id, { status: 'reviewing', notifyApplicant: false });
    expect(nothing.status).toBe(422);
    expect(((await nothing.json()) as { error: string }).error).toBe(
      'The application is already at Reviewing: choose another status, or write a note.',
    );
    expect(await auditOf(isambard.id)).toHaveLength(2);
  });

  it('refuses an unknown status (400) and an unknown application (404)', async () => {
    const unknownStatus = await patch(rosalind.id, { status: 'sacked' });
    expect(unknownStatus.status).toBe(400);
    expect(((await unknownStatus.json()) as { error: string }).error).toBe(
      'Choose a status from the pipeline.',
    );
    for (const id of ['4f1d2c3b-0000-4000-8000-000000000000', 'not-a-reference']) {
      const missing = await patch(id, { status: 'interview' });
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { error: string }).error).toBe(
        'There is no application with this reference.',
      );
    }
    expect(await stored(rosalind.id)).toMatchObject({ status: 'new' });
  });

  it('lets only admins move an application', async () => {
    expect((await patch(rosalind.id, { status: 'rejected' }, customer.cookie)).status).toBe(403);
    expect((await patch(rosalind.id, { status: 'rejected' }, null)).status).toBe(401);
    expect(await stored(rosalind.id)).toMatchObject({ status: 'new' });
    expect(await pipelineMails(rosalind.email)).toEqual([]);
    const list = (cookie: string | null) =>
      callRoute(listPipeline, handle.db, request('GET', '/api/admin/applications', cookie));
    expect((await list(customer.cookie)).status).toBe(403);
    expect((await list(null)).status).toBe(401);
  });

  it('filters the applications by job and by status', async () => {
    const names = async (filters: Parameters<typeof listApplications>[1]) =>
      (await listApplications(handle.db, filters)).map((application) => application.name);
    expect(await names({})).toEqual(['Rosalind Franklin', 'Isambard Brunel', 'Mary Seacole']);
    expect(await names({ job: producer.id })).toEqual(['Isambard Brunel', 'Mary Seacole']);
    expect(await names({ status: 'interview' })).toEqual(['Mary Seacole']);
    expect(await names({ job: producer.id, status: 'new' })).toEqual([]);
    expect(await names({ job: editor.id, status: 'new' })).toEqual(['Rosalind Franklin']);

    const response = await callRoute(
      listPipeline,
      handle.db,
      request('GET', `/api/admin/applications?job=${producer.id}&status=interview`, admin.cookie),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      applications: { name: string; cvStorageKey?: string; notes: { body: string }[] }[];
    };
    expect(body.applications.map((application) => application.name)).toEqual(['Mary Seacole']);
    expect(body.applications[0]!.notes.map((note) => note.body)).toEqual([
      'Strong portfolio; ask about live shows.',
    ]);
    expect(body.applications[0]).not.toHaveProperty('cvStorageKey');
  });

  it('counts the applications of each posting by status', async () => {
    const counts = await postingCounts(handle.db);
    expect(counts.map(({ jobId, jobTitle, total }) => ({ jobId, jobTitle, total }))).toEqual([
      { jobId: producer.id, jobTitle: 'Podcast Producer', total: 2 },
      { jobId: editor.id, jobTitle: 'Social Video Editor', total: 1 },
    ]);
    expect(counts[0]!.byStatus).toEqual({
      new: 0,
      reviewing: 1,
      shortlisted: 0,
      interview: 1,
      offer: 0,
      hired: 0,
      rejected: 0,
    });
    expect(counts[1]!.byStatus.new).toBe(1);
  });
});
