// The leads inbox (issue #13 item 2): contact messages, get-started leads and newsletter subscribers in
// one list with status, notes, search, filters and CSV; newsletter double opt-in with signed links.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createUser, setUserRole } from '@/lib/auth/users';
import { tables, type Database } from '@/lib/db';
import { storeContactMessage } from '@/lib/contact/store';
import { leadsCsv, listLeads, parseLeadFilters } from '@/lib/leads';
import { exportLeadsCsv, updateLeadStatus } from '@/lib/leads/http';
import { subscribeToNewsletter } from '@/lib/newsletter';
import { confirmNewsletter, subscribe, unsubscribeNewsletter } from '@/lib/newsletter/http';
import { newsletterToken, verifyNewsletterToken } from '@/lib/newsletter/links';
import { postAdminNote } from '@/lib/notes/http';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { callRoute, jsonPost, sessionCookieFor } from '../fixtures/routes';
import { proofHeader } from '../fixtures/proof-of-work';

const engines = await enginesUnderTest();

async function admin(db: Database) {
  const user = await createUser(db, {
    email: `admin-${crypto.randomUUID()}@studio.test`,
    name: 'Lead Admin',
    password: 'a long password 42',
  });
  if (user === 'email-taken') throw new Error('fresh address expected');
  await setUserRole(db, user.id, 'admin');
  return { ...user, cookie: await sessionCookieFor(db, user.id) };
}

function adminRequest(method: string, path: string, cookie: string, body?: unknown) {
  return new Request(`http://localhost:3000${path}`, {
    method,
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function getStartedLead(db: Database, email: string, at: Date) {
  const [row] = await db
    .insert(tables.crmSubmissions)
    .values({
      provider: 'local',
      formName: 'get-started',
      email,
      fields: { name: 'Priya Shah', email, format: 'Video podcast', cadence: 'Weekly' },
      createdAt: at,
    })
    .returning();
  return row!;
}

const mailsTo = (db: Database, to: string) =>
  db.select().from(tables.mailMessages).where(eq(tables.mailMessages.to, to));

describeOnEachEngine(engines, 'on $engine', 'leads inbox', (handle) => {
  it('lists every kind of lead newest first, with search, filters, paging and CSV', async () => {
    const db = handle.db;
    await storeContactMessage(db, {
      name: 'Sam Carter',
      email: 'sam@example.com',
      message: 'Two hours for a pilot, please.',
    });
    const lead = await getStartedLead(db, 'priya@example.com', new Date(Date.now() + 1000));
    await subscribeToNewsletter(db, 'listener@example.com');

    const all = await listLeads(db, parseLeadFilters({}));
    expect(all.total).toBe(3);
    expect(all.leads.map((entry) => entry.kind).sort()).toEqual([
      'contact',
      'get-started',
      'newsletter',
    ]);
    const found = all.leads.find((entry) => entry.id === lead.id)!;
    expect(found).toMatchObject({ name: 'Priya Shah', email: 'priya@example.com', status: 'new' });
    expect(found.details).toContain('format: Video podcast');
    expect(all.leads.find((entry) => entry.kind === 'newsletter')).toMatchObject({
      subscription: 'pending',
    });

    expect((await listLeads(db, parseLeadFilters({ q: 'PILOT' }))).leads).toHaveLength(1);
    expect((await listLeads(db, parseLeadFilters({ q: 'priya' }))).leads[0]?.id).toBe(lead.id);
    expect((await listLeads(db, parseLeadFilters({ kind: 'newsletter' }))).total).toBe(1);
    // A value that does not fit is ignored, not a failure.
    expect((await listLeads(db, parseLeadFilters({ kind: 'spam', page: 'x' }))).total).toBe(3);

    const paged = await listLeads(db, parseLeadFilters({ page: '2' }), 2);
    expect(paged).toMatchObject({ page: 2, pageCount: 2, total: 3 });
    expect(paged.leads).toHaveLength(1);

    const csv = leadsCsv(all.leads);
    expect(csv.split('\r\n')[0]).toBe(
      'kind,received_at,status,name,email,phone,details,state,notes',
    );
    expect(csv).toContain('priya@example.com');
  });

  it('lets an admin set a status and add notes, audited, and export what a filter matches', async () => {
    const db = handle.db;
    const { cookie } = await admin(db);
    const lead = await getStartedLead(db, 'won@example.com', new Date());

    const refused = await callRoute(
      updateLeadStatus,
      db,
      adminRequest('PATCH', `/api/admin/leads/get-started/${lead.id}`, cookie, { status: 'rich' }),
      { params: { kind: 'get-started', id: lead.id } },
    );
    expect(refused.status).toBe(400);
    const unknown = await callRoute(
      updateLeadStatus,
      db,
      adminRequest('PATCH', `/api/admin/leads/contact/${lead.id}`, cookie, { status: 'won' }),
      { params: { kind: 'contact', id: lead.id } },
    );
    expect(unknown.status).toBe(404);

    const won = await callRoute(
      updateLeadStatus,
      db,
      adminRequest('PATCH', `/api/admin/leads/get-started/${lead.id}`, cookie, { status: 'won' }),
      { params: { kind: 'get-started', id: lead.id } },
    );
    expect(won.status).toBe(200);
    const note = await callRoute(
      postAdminNote,
      db,
      adminRequest('POST', '/api/admin/notes', cookie, {
        subject: 'get-started',
        subjectId: lead.id,
        body: 'Booked a studio tour for Friday.',
      }),
    );
    expect(note.status).toBe(201);
    const empty = await callRoute(
      postAdminNote,
      db,
      adminRequest('POST', '/api/admin/notes', cookie, {
        subject: 'get-started',
        subjectId: lead.id,
        body: '   ',
      }),
    );
    expect(empty.status).toBe(400);

    const audited = await db.select().from(tables.adminAuditLog);
    expect(audited.map((entry) => entry.action).sort()).toEqual(['leads.status', 'notes.add']);
    expect(audited.find((entry) => entry.action === 'leads.status')).toMatchObject({
      targetType: 'get-started',
      targetId: lead.id,
      targetLabel: 'won@example.com',
    });

    const csv = await callRoute(
      exportLeadsCsv,
      db,
      adminRequest('GET', '/admin/marketing/leads.csv?status=won', cookie),
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('won@example.com');
    expect(lines[1]).toContain('Booked a studio tour for Friday.');
  });
});

describeOnEachEngine(engines, 'on $engine', 'newsletter double opt-in', (handle) => {
  it('mails a confirmation link; only confirmed addresses are subscribed; unsubscribing is one POST', async () => {
    const db = handle.db;
    const address = 'double@example.com';
    const signUp = async () => {
      const response = await callRoute(
        subscribe,
        db,
        jsonPost('/api/newsletter', { email: address }, await proofHeader()),
      );
      return { status: response.status, body: await response.json() };
    };
    const first = await signUp();
    expect(first).toEqual({
      status: 200,
      body: { ok: true, message: 'Almost there! Check your inbox and confirm your subscription.' },
    });
    // Asked again within the window: told the same, but mailed once.
    expect(await signUp()).toEqual(first);
    const mails = await mailsTo(db, address);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['List-Unsubscribe']).toMatch(
      /^<http.*\/api\/newsletter\/unsubscribe\?token=/,
    );
    const confirmLink = /http\S*\/newsletter\/confirm\?token=(\S+)/.exec(mail.text)!;
    expect(mail.text).toMatch(/Unsubscribe in one click: http\S*\/newsletter\/unsubscribe\?token=/);
    const [row] = await db
      .select()
      .from(tables.newsletterSubscribers)
      .where(eq(tables.newsletterSubscribers.email, address));
    expect(row!.confirmedAt).toBeNull();

    // A forged or altered token changes nothing.
    const forged = await newsletterToken('unsubscribe', row!.id); // signed for the other purpose
    const wrongPurpose = await callRoute(
      confirmNewsletter,
      db,
      jsonPost(`/api/newsletter/confirm?token=${forged}`, {}),
    );
    expect(wrongPurpose.status).toBe(404);
    expect(await verifyNewsletterToken('confirm', `${row!.id}.AAAA`)).toBeNull();
    expect(await verifyNewsletterToken('confirm', 'not-a-token')).toBeNull();

    const confirmed = await callRoute(
      confirmNewsletter,
      db,
      jsonPost(`/api/newsletter/confirm?token=${confirmLink[1]}`, {}),
    );
    expect(confirmed.status).toBe(200);
    // A confirmed address hears the same on the page (it never says who is subscribed); its owner
    // is told by e-mail instead.
    expect(await signUp()).toEqual(first);
    expect((await mailsTo(db, address)).map((sent) => sent.subject)).toContainEqual(
      expect.stringMatching(/^You're already subscribed/),
    );

    // RFC 8058: the mail client POSTs the header's URL with a form body and no Origin.
    const oneClick = mail.headers['List-Unsubscribe']!.slice(1, -1);
    const unsubscribed = await callRoute(
      unsubscribeNewsletter,
      db,
      new Request(oneClick.replace(/^https?:\/\/[^/]+/, 'http://localhost:3000'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(unsubscribed.status).toBe(200);
    const [after] = await db
      .select()
      .from(tables.newsletterSubscribers)
      .where(eq(tables.newsletterSubscribers.id, row!.id));
    expect(after!.unsubscribedAt).not.toBeNull();
    expect((await listLeads(db, parseLeadFilters({ q: address }))).leads[0]).toMatchObject({
      subscription: 'unsubscribed',
    });
  });
});
