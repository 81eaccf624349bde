import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bookings, type PriceLine } from './bookings';

// Money: promo codes, every payment in or out, provider events, invoices and credit notes.
// Every movement is a row here before anything is asked of a provider (docs/booking.md).

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-case; customers type it in any case. */
    code: text('code').notNull().unique(),
    description: text('description'),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    /** Whole percent (1-100) or pence off, by kind. */
    value: integer('value').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** Redemptions so far; raised in the booking's own transaction, never above maxUses. */
    uses: integer('uses').notNull().default(0),
    /** Only bookings of this studio, or only this add-on's price (Sanity ids). */
    studioId: text('studio_id'),
    addOnId: text('add_on_id'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'promo_codes_uses_within_limit',
      sql`${table.uses} >= 0 and (${table.maxUses} is null or ${table.uses} <= ${table.maxUses})`,
    ),
  ],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    customerEmail: text('customer_email').notNull(),
    /** The address as one person: lower case, no +tag, no dots where the provider ignores them. */
    customerKey: text('customer_key').notNull(),
    /** The account that booked, so a signed-in customer counts once whatever address they type. */
    userId: text('user_id'),
    discountPence: integer('discount_pence').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('promo_redemptions_customer_idx').on(table.promoCodeId, table.customerKey),
    index('promo_redemptions_user_idx').on(table.promoCodeId, table.userId),
  ],
);

export const PAYMENT_METHODS = ['stripe', 'cash', 'card_terminal', 'bank_transfer'] as const;

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amountPence: integer('amount_pence').notNull(),
    /**
     * `pending`: recorded, provider not yet answered; `owed`: a refund of a pay-at-studio booking the
     * studio still has to hand back; `succeeded` / `failed`: final.
     */
    status: text('status', { enum: ['pending', 'owed', 'succeeded', 'failed'] }).notNull(),
    providerRef: text('provider_ref'),
    /**
     * A provider refund: the payment it hands back (a booking paid online in parts, a deposit and a
     * move's top-up, refunds each within its own amount). Null on older rows and studio refunds.
     */
    refundOf: uuid('refund_of'),
    /** Makes a retried action (double click, replayed event) record and send the movement once. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    reason: text('reason'),
    recordedBy: text('recorded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('payments_booking_idx').on(table.bookingId),
    // Money that moved in a window of time (the run sheet's "taken today"), as the ledger dates it.
    index('payments_moved_at_idx')
      .on(sql`coalesce(${table.settledAt}, ${table.createdAt})`)
      .where(sql`${table.status} = 'succeeded'`),
  ],
);

/** Provider webhook events, stored (by their own id) before they are acted on. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
  outcome: text('outcome'),
});

export type InvoiceParty = { name: string; address: string; vatNumber?: string; email?: string };

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** INV-2026-000042 or CN-2026-000007: gap-free per series and year (invoice_counters). */
    number: text('number').notNull().unique(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The invoice a credit note corrects. */
    creditsInvoiceId: uuid('credits_invoice_id'),
    lines: jsonb('lines').$type<PriceLine[]>().notNull(),
    grossPence: integer('gross_pence').notNull(),
    vatPence: integer('vat_pence').notNull(),
    netPence: integer('net_pence').notNull(),
    vatRatePercent: integer('vat_rate_percent').notNull(),
    supplier: jsonb('supplier').$type<InvoiceParty>().notNull(),
    customer: jsonb('customer').$type<InvoiceParty>().notNull(),
    /** Time of supply: the session's start. */
    suppliedAt: timestamp('supplied_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    reason: text('reason'),
  },
  (table) => [
    index('invoices_booking_idx').on(table.bookingId),
    index('invoices_issued_idx').on(table.issuedAt),
    // What credit notes took off an invoice: read by the ledger's trigger for every document stored.
    index('invoices_credits_invoice_idx').on(table.creditsInvoiceId),
  ],
);

/** The last number given in each series and year; raised under a row lock, so never a gap. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

export const TOP_UP_STATUSES = ['open', 'applied', 'refunded', 'expired'] as const;

/**
 * A customer's move to a time whose deposit is more than was paid: the difference, paid through its
 * own checkout, before the move is made (docs/booking.md, "A dearer move"). At most one is open per
 * booking; a newer one, a move or a cancellation closes it.
 */
export const bookingTopUps = pgTable(
  'booking_top_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The time the booking moves to once paid. */
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** The price of the booking at the new time, as the customer was told it. */
    pricePence: integer('price_pence').notNull(),
    /** The deposit difference the checkout asks for, exactly. */
    amountPence: integer('amount_pence').notNull(),
    status: text('status', { enum: TOP_UP_STATUSES }).notNull().default('open'),
    checkoutRef: text('checkout_ref'),
    /** The booking's icsSequence when the top-up was opened: any move or cancel since supersedes it. */
    bookingSequence: integer('booking_sequence').notNull(),
    /**
     * The booking's next manage token, carried by the checkout's return link and, once paid, by the
     * e-mail (the outbox holds it from then on anyway); cleared when the top-up is settled.
     */
    nextManageToken: text('next_manage_token'),
    paymentId: uuid('payment_id').references(() => payments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('booking_top_ups_booking_idx').on(table.bookingId),
    uniqueIndex('booking_top_ups_one_open')
      .on(table.bookingId)
      .where(sql`${table.status} = 'open'`),
    check('booking_top_ups_amount_positive', sql`${table.amountPence} > 0`),
  ],
);
