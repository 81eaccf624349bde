import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectCv, listApplications, safeFileName, submitApplication } from '@/lib/careers';
import { applyForJob } from '@/lib/careers/http';
import { tables } from '@/lib/db';
import { readUpload } from '@/lib/uploads';
import { CV_MAX_BYTES, jobApplicationSchema } from '@/lib/validation';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { docxBytes, pdfBytes, pngBytes } from '../fixtures/documents';
import { callRoute } from '../fixtures/routes';

const engines = await enginesUnderTest();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-careers-'));
process.env.DATA_DIR = dataDir;

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('a CV is judged by its content', () => {
  it('accepts PDF and Word documents', async () => {
    expect(await inspectCv(pdfBytes())).toMatchObject({ ok: true, extension: 'pdf' });
    expect(await inspectCv(docxBytes())).toMatchObject({ ok: true, extension: 'docx' });
  });

  it('refuses a picture, an empty file and anything over 5 MB', async () => {
    expect(await inspectCv(pngBytes)).toEqual({
      ok: false,
      status: 422,
      message: 'Upload your CV as a PDF or Word (.docx) file',
    });
    expect(await inspectCv(new Uint8Array())).toMatchObject({ ok: false, status: 422 });
    const tooBig = Buffer.concat([pdfBytes(), Buffer.alloc(CV_MAX_BYTES)]);
    expect(await inspectCv(tooBig)).toEqual({
      ok: false,
      status: 413,
      message: 'Your CV must be 5 MB or smaller',
    });
  });

  it("keeps the uploader's file name only as a harmless label", () => {
    expect(safeFileName('../../etc/passwd.pdf', 'pdf')).toBe('etcpasswd.pdf');
    expect(safeFileName('Jo Bloggs CV (final).exe', 'docx')).toBe('Jo-Bloggs-CV-final.docx');
  });
});

describe('application fields', () => {
  it('explains bad input', () => {
    const result = jobApplicationSchema.safeParse({ jobId: 'job-1', name: 'J', email: 'nope' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid email address',
    ]);
  });
});

describeOnEachEngine(engines, 'on $engine', 'job applications', (handle) => {
  const job = { id: 'jobPosting-producer', title: 'Podcast Producer' };
  const fields = {
    name: 'Jo Bloggs',
    email: 'jo@example.com',
    phone: undefined,
    coverNote: 'I love audio.',
  };

  it('stores the application, keeps the CV privately and e-mails the applicant and the studio', async () => {
    const cv = docxBytes('Jo Bloggs');
    const outcome = await submitApplication(handle.db, job, fields, {
      bytes: cv,
      fileName: 'Jo CV.docx',
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;

    const [stored] = await listApplications(handle.db, { job: job.id });
    expect(stored).toMatchObject({
      id: outcome.applicationId,
      jobTitle: 'Podcast Producer',
      name: 'Jo Bloggs',
      cvFileName: 'Jo-CV.docx',
      cvContentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      status: 'new',
    });
    expect(Buffer.compare(await readUpload(stored!.cvStorageKey), cv)).toBe(0);

    const mails = await handle.db
      .select()
      .from(tables.mailMessages)
      .where(eq(tables.mailMessages.kind, 'job-application-received'));
    expect(mails.map((mail) => mail.to)).toContain('jo@example.com');
    const notifications = await handle.db
      .select()
      .from(tables.mailMessages)
      .where(eq(tables.mailMessages.kind, 'job-application-notification'));
    expect(notifications.at(-1)?.subject).toBe('New application: Podcast Producer from Jo Bloggs');
  });

  it('stores nothing, on disk or in the database, for a file that is not a CV', async () => {
    const before = await listApplications(handle.db);
    const filesBefore = await readdir(path.join(dataDir, 'uploads', 'cv')).catch(() => []);
    const outcome = await submitApplication(handle.db, job, fields, {
      bytes: pngBytes,
      fileName: 'cv.pdf',
    });
    expect(outcome).toMatchObject({ ok: false, status: 422 });
    expect(await listApplications(handle.db)).toHaveLength(before.length);
    expect(await readdir(path.join(dataDir, 'uploads', 'cv')).catch(() => [])).toEqual(filesBefore);
  });

  describe('POST /api/careers/applications', () => {
    const openJobs = new Map([[job.id, job]]);
    const findOpenJob = async (id: string) => openJobs.get(id) ?? null;
    let address = 0;
    const post = (form: FormData, headers: Record<string, string> = {}) => {
      address += 1;
      return callRoute(
        applyForJob(findOpenJob),
        handle.db,
        new Request('http://localhost/api/careers/applications', {
          method: 'POST',
          body: form,
          headers: { 'x-forwarded-for': `198.51.100.${address}`, ...headers },
        }),
      );
    };
    const application = (overrides: Record<string, string | Blob | null> = {}) => {
      const form = new FormData();
      const values: Record<string, string | Blob | null> = {
        jobId: job.id,
        name: 'Sam Applicant',
        email: 'sam@example.com',
        coverNote: 'Hello.',
        cv: new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }),
        ...overrides,
      };
      for (const [name, value] of Object.entries(values)) {
        if (value instanceof Blob) form.set(name, value, 'Sam CV.pdf');
        else if (value !== null) form.set(name, value);
      }
      return form;
    };

    it('answers 201 with a reference for an open job and a real CV', async () => {
      const response = await post(application());
      expect(response.status).toBe(201);
      const body = (await response.json()) as { reference: string };
      const stored = await listApplications(handle.db, { job: job.id });
      expect(stored.map((row) => row.id)).toContain(body.reference);
    });

    it('refuses, with a sentence and nothing stored, what a person could get wrong', async () => {
      const before = (await listApplications(handle.db)).length;
      const cases: [FormData, number, string][] = [
        [application({ cv: null }), 400, 'Attach your CV'],
        [
          application({ cv: new Blob([pngBytes]) }),
          422,
          'Upload your CV as a PDF or Word (.docx) file',
        ],
        [application({ email: 'not-an-address' }), 400, 'Please enter a valid email address'],
        [
          application({ jobId: 'jobPosting-closed' }),
          404,
          'This role is no longer open for applications.',
        ],
      ];
      for (const [form, status, error] of cases) {
        const response = await post(form);
        expect(response.status).toBe(status);
        expect(((await response.json()) as { error: string }).error).toBe(error);
      }
      const tooBig = await post(
        application({ cv: new Blob([new Uint8Array(pdfBytes()), new Uint8Array(CV_MAX_BYTES)]) }),
      );
      expect(tooBig.status).toBe(413);
      const crossSite = await post(application(), { origin: 'https://evil.example' });
      expect(crossSite.status).toBe(403);
      expect(await listApplications(handle.db)).toHaveLength(before);
    });
  });
});
