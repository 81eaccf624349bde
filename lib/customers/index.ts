// The studio's customers, as the back office lists them (/admin/customers) and shows one
// (/admin/customers/{key}): everyone who booked, by the address key bookings are counted by
// (customerKey: one person whatever the letter case, +tag or Gmail dots), with or without an account.
// Figures come from the bookings' ledger columns in SQL, in one pass over the bookings per page; the
// name and address shown are read for that page's customers only.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Booking } from '../booking/booking';
import { customerKey } from '../booking/promo-codes';
import type { Database } from '../db';
import { queryRows, tables } from '../db';
import { containsPattern } from '../db/like';

export const CUSTOMERS_PAGE_SIZE = 25;
/** A record shows this many of the customer's bookings, newest first. */
export const CUSTOMER_BOOKINGS_SHOWN = 200;

export const CUSTOMER_SORTS = ['last-visit', 'spend', 'bookings'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export const customersQuerySchema = z.object({
  /** Part of a name or an e-mail address, any letter case. */
  q: z.string().trim().min(1).max(200).optional().catch(undefined),
  sort: z.enum(CUSTOMER_SORTS).catch('last-visit'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type CustomersQuery = z.infer<typeof customersQuerySchema>;

export type CustomerSummary = {
  key: string;
  /** The name and address of their latest booking. */
  name: string;
  email: string;
  /** Bookings confirmed at some point: held, attended, missed or cancelled (not lapsed holds). */
  bookings: number;
  /** Paid less refunded, across every booking (a cancellation's kept fee included). */
  spendPence: number;
  refundedPence: number;
  noShows: number;
  cancellations: number;
  lastVisit: Date | null;
  nextVisit: Date | null;
};

export type CustomersPage = {
  customers: CustomerSummary[];
  total: number;
  page: number;
  pageCount: number;
};

type SummaryRow = {
  key: string;
  name: string;
  email: string;
  bookings: number | string;
  spend_pence: number | string;
  refunded_pence: number | string;
  no_shows: number | string;
  cancellations: number | string;
  last_visit: Date | string | null;
  next_visit: Date | string | null;
};

const keyOf = sql`coalesce(guest_email_key, lower(guest_email))`;
const ORDER: Record<CustomerSort, SQL> = {
  'last-visit': sql`last_visit desc nulls last, key`,
  spend: sql`spend_pence desc, key`,
  bookings: sql`bookings desc, key`,
};

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

function toSummary(row: SummaryRow): CustomerSummary {
  return {
    key: row.key,
    name: row.name,
    email: row.email,
    bookings: Number(row.bookings),
    spendPence: Number(row.spend_pence),
    refundedPence: Number(row.refunded_pence),
    noShows: Number(row.no_shows),
    cancellations: Number(row.cancellations),
    lastVisit: toDate(row.last_visit),
    nextVisit: toDate(row.next_visit),
  };
}

/** The per-customer figures of the bookings `where` selects, one row per customer key. */
function figures(where: SQL, now: Date) {
  return sql`
    select ${keyOf} as key,
      count(*) filter (where status in ('active', 'no_show', 'cancelled'))::int as bookings,
      coalesce(sum(paid_pence - refunded_pence), 0)::bigint as spend_pence,
      coalesce(sum(refunded_pence), 0)::bigint as refunded_pence,
      count(*) filter (where status = 'no_show')::int as no_shows,
      count(*) filter (where status = 'cancelled')::int as cancellations,
      max(start_at) filter (where status in ('active', 'no_show') and start_at < ${now}) as last_visit,
      min(start_at) filter (where status = 'active' and start_at >= ${now}) as next_visit
    from bookings
    where status <> 'expired' and ${where}
    group by 1`;
}

/**
 * The name and address of each customer's latest booking that `where` selects (the latest made;
 * of two made at once, the later session), looked up for the customers of `rows` only (through the
 * index on the customer key), never for everyone.
 */
function withLatestContact(rows: SQL, where: SQL, tail: SQL = sql``) {
  return sql`
    select figures.*, latest.guest_name as name, latest.guest_email as email
    from (${rows}) figures
    cross join lateral (
      select guest_name, guest_email from bookings
      where ${keyOf} = figures.key and status <> 'expired' and ${where}
      order by created_at desc, start_at desc limit 1
    ) latest
    ${tail}`;
}

/** One page of customers whose name or address contains `q`, in the order asked for. */
export async function listCustomers(
  db: Database,
  query: CustomersQuery,
  now: Date,
  pageSize = CUSTOMERS_PAGE_SIZE,
): Promise<CustomersPage> {
  const where = query.q
    ? sql`(guest_email ilike ${containsPattern(query.q)} or guest_name ilike ${containsPattern(query.q)})`
    : sql`true`;
  // One pass over the bookings: the customers are counted and ranked together, and a page past
  // the end is the last one.
  const page = sql`
    with customers as (${figures(where, now)}),
    counted as (select count(*)::int as total from customers),
    shown as (
      select least(${query.page}, greatest(1, ceil(total / ${pageSize}::numeric)))::int as page
      from counted
    ),
    ranked as (
      select customers.*, row_number() over (order by ${ORDER[query.sort]}) as position
      from customers
    )
    select ranked.*, counted.total, shown.page
    from ranked, counted, shown
    where ranked.position > (shown.page - 1) * ${pageSize} and ranked.position <= shown.page * ${pageSize}`;
  const rows = await queryRows<SummaryRow & { total: number; page: number; position: number }>(
    db,
    withLatestContact(page, where, sql`order by figures.position`),
  );
  const total = Number(rows[0]?.total ?? 0);
  return {
    customers: rows.map(toSummary),
    total,
    page: Number(rows[0]?.page ?? 1),
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

export type NewsletterState = 'subscribed' | 'awaiting confirmation' | 'unsubscribed' | 'never';

/**
 * What the customer agreed to, from any address they booked with: marketing e-mail (the newsletter's
 * double opt-in: when they signed up, confirmed or left) and the contact form's privacy notice.
 * Cookie choices are kept per browser, never linked to a person, so they are not here.
 */
export type CustomerConsent = {
  newsletter: { state: NewsletterState; at: Date | null; source: string | null };
  contactMessages: { count: number; lastAt: Date | null };
};

export type CustomerRecord = {
  summary: CustomerSummary;
  /** Newest first, at most CUSTOMER_BOOKINGS_SHOWN. */
  bookings: Booking[];
  account: {
    id: string;
    name: string;
    email: string;
    createdAt: Date;
    emailVerifiedAt: Date | null;
  } | null;
  consent: CustomerConsent;
};

/** The addresses (lower case) this customer's bookings were made with. */
const bookedAddresses = (key: string) =>
  sql`(select distinct lower(guest_email) from bookings where ${keyOf} = ${key})`;

/** The newsletter's state of a subscription row, with the date of its last step (none: never). */
function newsletterOf(
  row:
    | { createdAt: Date; confirmedAt: Date | null; unsubscribedAt: Date | null; source: string }
    | undefined,
): CustomerConsent['newsletter'] {
  if (!row) return { state: 'never', at: null, source: null };
  const { source } = row;
  if (row.unsubscribedAt) return { state: 'unsubscribed', at: row.unsubscribedAt, source };
  if (row.confirmedAt) return { state: 'subscribed', at: row.confirmedAt, source };
  return { state: 'awaiting confirmation', at: row.createdAt, source };
}

async function consentOf(db: Database, key: string): Promise<CustomerConsent> {
  const subscribers = tables.newsletterSubscribers;
  const messages = tables.contactMessages;
  const [[subscriber], [written]] = await Promise.all([
    db
      .select({
        createdAt: subscribers.createdAt,
        confirmedAt: subscribers.confirmedAt,
        unsubscribedAt: subscribers.unsubscribedAt,
        source: subscribers.source,
      })
      .from(subscribers)
      .where(sql`lower(${subscribers.email}) in ${bookedAddresses(key)}`)
      .orderBy(desc(subscribers.createdAt))
      .limit(1),
    db
      .select({
        count: sql<number>`count(*)::int`,
        lastAt: sql<Date | string | null>`max(${messages.createdAt})`,
      })
      .from(messages)
      .where(sql`lower(${messages.email}) in ${bookedAddresses(key)}`),
  ]);
  return {
    newsletter: newsletterOf(subscriber),
    contactMessages: {
      count: Number(written?.count ?? 0),
      lastAt: toDate(written?.lastAt ?? null),
    },
  };
}

/** One customer's record by their key (as the list links it), or null when nobody booked with it. */
export async function customerRecord(
  db: Database,
  key: string,
  now: Date,
): Promise<CustomerRecord | null> {
  if (key.length > 320) return null;
  const canonical = customerKey(key);
  const [summaryRow] = await queryRows<SummaryRow>(
    db,
    withLatestContact(figures(sql`${keyOf} = ${canonical}`, now), sql`true`),
  );
  if (!summaryRow) return null;
  const summary = toSummary(summaryRow);
  const bookings = tables.bookings;
  const users = tables.users;
  const [rows, [account], consent] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(and(eq(sql`${keyOf}`, canonical), sql`${bookings.status} <> 'expired'`))
      .orderBy(desc(bookings.startAt))
      .limit(CUSTOMER_BOOKINGS_SHOWN),
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        createdAt: users.createdAt,
        emailVerifiedAt: users.emailVerifiedAt,
      })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${summary.email})`),
    consentOf(db, canonical),
  ]);
  return { summary, bookings: rows, account: account ?? null, consent };
}
