import { and, count, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../db/like';
import { listInboxMessages, type CrmDelivery } from '../contact/inbox';
import type { Database } from '../db';
import { tables } from '../db';
import type { LeadStatus } from '../db/schema';
import { notesFor, type Note } from '../notes';
import type { LeadFilters, LeadKind } from './filters';

// One inbox for every lead the site takes: contact messages, get-started (and other CRM form) leads
// and newsletter subscribers, newest first, each with a status and the admins' notes.

export const LEADS_PAGE_SIZE = 50;

/** Where a newsletter address stands with double opt-in. */
export type Subscription = 'pending' | 'confirmed' | 'unsubscribed';

export type Lead = {
  kind: LeadKind;
  id: string;
  receivedAt: Date;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** The message, the form's answers as `label: value` lines, or the subscription's source. */
  details: string;
  status: LeadStatus;
  notes: Note[];
} & (
  | { kind: 'contact'; delivery: CrmDelivery }
  | { kind: 'get-started'; formName: string }
  | { kind: 'newsletter'; subscription: Subscription }
);

export type LeadsPage = {
  leads: Lead[];
  total: number;
  page: number;
  pageCount: number;
};

type LeadWithoutNotes = Lead extends infer L ? (L extends Lead ? Omit<L, 'notes'> : never) : never;

function contactWhere(filters: LeadFilters): SQL | undefined {
  const messages = tables.contactMessages;
  return and(
    filters.status ? eq(messages.leadStatus, filters.status) : undefined,
    filters.q
      ? or(
          ilike(messages.name, containsPattern(filters.q)),
          ilike(messages.email, containsPattern(filters.q)),
          ilike(messages.message, containsPattern(filters.q)),
        )
      : undefined,
  );
}

function formLeadWhere(filters: LeadFilters): SQL | undefined {
  const submissions = tables.crmSubmissions;
  return and(
    // A contact message's CRM copy is listed as the message itself.
    isNull(submissions.contactMessageId),
    filters.status ? eq(submissions.leadStatus, filters.status) : undefined,
    filters.q
      ? or(
          ilike(submissions.email, containsPattern(filters.q)),
          ilike(sql`${submissions.fields}::text`, containsPattern(filters.q)),
        )
      : undefined,
  );
}

function subscriberWhere(filters: LeadFilters): SQL | undefined {
  const subscribers = tables.newsletterSubscribers;
  return and(
    filters.status ? eq(subscribers.leadStatus, filters.status) : undefined,
    filters.q ? ilike(subscribers.email, containsPattern(filters.q)) : undefined,
  );
}

const wanted = (filters: LeadFilters, kind: LeadKind) => !filters.kind || filters.kind === kind;

async function contactLeads(db: Database, filters: LeadFilters, limit: number) {
  if (!wanted(filters, 'contact')) return [];
  const messages = await listInboxMessages(db, { where: contactWhere(filters), limit });
  return messages.map(({ message, ...lead }): LeadWithoutNotes => ({
    ...lead,
    kind: 'contact',
    details: message,
  }));
}

/** The form's answers as lines; name, e-mail and phone are shown on their own. */
function formDetails(fields: Record<string, string>): string {
  return Object.entries(fields)
    .filter(([label, value]) => !['name', 'email', 'phone'].includes(label) && value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

async function formLeads(db: Database, filters: LeadFilters, limit: number) {
  if (!wanted(filters, 'get-started')) return [];
  const submissions = tables.crmSubmissions;
  const rows = await db
    .select()
    .from(submissions)
    .where(formLeadWhere(filters))
    .orderBy(desc(submissions.createdAt))
    .limit(limit);
  return rows.map((row): LeadWithoutNotes => ({
    kind: 'get-started',
    id: row.id,
    receivedAt: row.createdAt,
    name: row.fields.name ?? null,
    email: row.email ?? row.fields.email ?? null,
    phone: row.fields.phone || null,
    details: formDetails(row.fields),
    status: row.leadStatus,
    formName: row.formName,
  }));
}

export function subscriptionOf(row: {
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}): Subscription {
  if (row.unsubscribedAt) return 'unsubscribed';
  return row.confirmedAt ? 'confirmed' : 'pending';
}

async function subscriberLeads(db: Database, filters: LeadFilters, limit: number) {
  if (!wanted(filters, 'newsletter')) return [];
  const subscribers = tables.newsletterSubscribers;
  const rows = await db
    .select()
    .from(subscribers)
    .where(subscriberWhere(filters))
    .orderBy(desc(subscribers.createdAt))
    .limit(limit);
  return rows.map((row): LeadWithoutNotes => ({
    kind: 'newsletter',
    id: row.id,
    receivedAt: row.createdAt,
    name: null,
    email: row.email,
    phone: null,
    details: `Signed up from the ${row.source}`,
    status: row.leadStatus,
    subscription: subscriptionOf(row),
  }));
}

async function countLeads(db: Database, filters: LeadFilters): Promise<number> {
  const counts = await Promise.all([
    wanted(filters, 'contact')
      ? db.select({ n: count() }).from(tables.contactMessages).where(contactWhere(filters))
      : [{ n: 0 }],
    wanted(filters, 'get-started')
      ? db.select({ n: count() }).from(tables.crmSubmissions).where(formLeadWhere(filters))
      : [{ n: 0 }],
    wanted(filters, 'newsletter')
      ? db.select({ n: count() }).from(tables.newsletterSubscribers).where(subscriberWhere(filters))
      : [{ n: 0 }],
  ]);
  return counts.reduce((sum, [row]) => sum + Number(row?.n ?? 0), 0);
}

/** The leads matching the filters, newest first, `pageSize` at a time (`all` for the CSV export). */
export async function listLeads(
  db: Database,
  filters: LeadFilters,
  pageSize: number | 'all' = LEADS_PAGE_SIZE,
): Promise<LeadsPage> {
  const total = await countLeads(db, filters);
  const size = pageSize === 'all' ? Math.max(total, 1) : pageSize;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(filters.page, pageCount);
  // Each kind's newest `page * size` rows hold every lead of the merged page.
  const reach = page * size;
  const merged = (
    await Promise.all([
      contactLeads(db, filters, reach),
      formLeads(db, filters, reach),
      subscriberLeads(db, filters, reach),
    ])
  )
    .flat()
    .sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime())
    .slice((page - 1) * size, page * size);
  const notes = await Promise.all(
    (['contact', 'get-started', 'newsletter'] as const).map((kind) =>
      notesFor(
        db,
        kind,
        merged.filter((lead) => lead.kind === kind).map((lead) => lead.id),
      ),
    ),
  );
  const leads = merged.map(
    (lead) => ({ ...lead, notes: notes.flatMap((byId) => byId.get(lead.id) ?? []) }) as Lead,
  );
  return { leads, total, page, pageCount };
}

const statusColumn = {
  contact: tables.contactMessages,
  'get-started': tables.crmSubmissions,
  newsletter: tables.newsletterSubscribers,
} as const;

/** Sets a lead's status; returns what it was, or null when there is no such lead. */
export async function setLeadStatus(
  db: Database,
  kind: LeadKind,
  id: string,
  status: LeadStatus,
): Promise<{ before: LeadStatus; email: string | null } | null> {
  const table = statusColumn[kind];
  const [row] = await db
    .select({ before: table.leadStatus, email: table.email })
    .from(table)
    .where(eq(table.id, id));
  if (!row) return null;
  await db.update(table).set({ leadStatus: status }).where(eq(table.id, id));
  return row;
}

/** How many leads arrived after a time (the dashboard's "new since your last visit"). */
export async function countLeadsSince(db: Database, since: Date | null): Promise<number> {
  const after = (table: (typeof statusColumn)[LeadKind]) =>
    since ? gt(table.createdAt, since) : undefined;
  const [contact, forms, subscribers] = await Promise.all([
    db.select({ n: count() }).from(tables.contactMessages).where(after(tables.contactMessages)),
    db
      .select({ n: count() })
      .from(tables.crmSubmissions)
      .where(and(isNull(tables.crmSubmissions.contactMessageId), after(tables.crmSubmissions))),
    db
      .select({ n: count() })
      .from(tables.newsletterSubscribers)
      .where(after(tables.newsletterSubscribers)),
  ]);
  return [contact, forms, subscribers].reduce((sum, [row]) => sum + Number(row?.n ?? 0), 0);
}
