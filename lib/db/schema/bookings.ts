import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StaffSkill } from '../../skills';
import { staffMembers } from './staff';

// PostgreSQL's range of timestamptz; only read back as text, never written (it is generated).
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/**
 * `pending`: a hold while the customer pays online (it blocks the slot until `hold_expires_at`);
 * `expired`: a hold that was never paid. Only `pending` and `active` block the studio.
 */
export type BookingStatus = 'pending' | 'active' | 'cancelled' | 'no_show' | 'expired';
export type PaymentMethod = 'studio' | 'stripe';
/** One line of a booking's price, VAT included, as the invoice shows it. */
export type PriceLine = {
  kind: 'session' | 'addOn' | 'discount';
  description: string;
  /** Add-on id (Sanity document), for promo restrictions and the report. */
  ref?: string;
  quantity: string;
  grossPence: number;
};
/** An add-on as it was booked: what it cost and the time it added around the session. */
export type BookedAddOn = {
  id: string;
  name: string;
  minutesBefore: number;
  minutesAfter: number;
  /** The skill of the person it needed (bookings before staff were kept have none). */
  skill?: StaffSkill | null;
};
export type BookingConsultation = {
  podcastName?: string;
  guests?: number;
  goals: string;
  experience?: 'first_show' | 'some_episodes' | 'established';
};

// Studio sessions. No two active bookings of one studio may overlap, buffers included: an exclusion
// constraint over `during` (migration 0003) enforces it whatever the application does.
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    studioId: text('studio_id').notNull(),
    studioName: text('studio_name').notNull(),
    // The room's exact address as it was when booked or last moved: every e-mail, reminder and
    // calendar invite about the booking gives it (null: the studio document had none).
    studioAddress: text('studio_address'),
    userId: text('user_id'),
    guestName: text('guest_name').notNull(),
    guestEmail: text('guest_email').notNull(),
    /** The address as one person (lib/booking/promo-codes.ts customerKey), for per-person limits. */
    guestEmailKey: text('guest_email_key'),
    /**
     * Whether the address is known to be the booker's own (their account's confirmed address): only
     * then do the e-mails about the booking carry text the booker wrote (the greeting's name).
     */
    addressConfirmed: boolean('address_confirmed').notNull().default(false),
    guestPhone: text('guest_phone'),
    notes: text('notes'),
    /** The customer's billing address (a company's, often), printed on the booking's invoices. */
    billingAddress: text('billing_address'),
    consultation: jsonb('consultation').$type<BookingConsultation>(),
    flowVariant: text('flow_variant'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** Start of the session less any add-on's setup time. */
    blockedFrom: timestamp('blocked_from', { withTimezone: true }).notNull(),
    /** End of the session plus add-ons' teardown time and the studio's turnaround buffer. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    during: tstzrange('during')
      .notNull()
      .generatedAlwaysAs(sql`tstzrange(blocked_from, blocked_until, '[)')`),
    status: text('status', { enum: ['pending', 'active', 'cancelled', 'no_show', 'expired'] })
      .notNull()
      .default('active'),
    /** Until when an unpaid `pending` hold keeps the slot. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** The total the customer owes, VAT included: the sum of `priceLines`. */
    pricePence: integer('price_pence').notNull(),
    priceLines: jsonb('price_lines').$type<PriceLine[]>().notNull().default([]),
    /** The VAT inside pricePence, computed once on the total (20% of the net). */
    vatPence: integer('vat_pence').notNull().default(0),
    addOns: jsonb('add_ons').$type<BookedAddOn[]>().notNull().default([]),
    promoCode: text('promo_code'),
    paymentMethod: text('payment_method', { enum: ['studio', 'stripe'] })
      .notNull()
      .default('studio'),
    /** What the customer is asked to pay online before the booking is confirmed (deposit or all). */
    dueOnlinePence: integer('due_online_pence').notNull().default(0),
    /**
     * What the booking's invoices ask for, less its credit notes: what the customer owes in all
     * (0 before the booking is confirmed; the fee once it is cancelled late).
     */
    invoicedPence: integer('invoiced_pence').notNull().default(0),
    /** Money taken (payments that succeeded) and money given back; both from the payments table. */
    paidPence: integer('paid_pence').notNull().default(0),
    refundedPence: integer('refunded_pence').notNull().default(0),
    /**
     * Refunds recorded and not failed: handed back, still with the provider, or owed by the studio.
     * What may still be refunded is paidPence less this (the ledger's triggers keep both honest).
     */
    refundsRecordedPence: integer('refunds_recorded_pence').notNull().default(0),
    /** The cancellation fee the policy kept when the booking was cancelled. */
    cancellationFeePence: integer('cancellation_fee_pence').notNull().default(0),
    /** Whom the A/B tests credit, kept from the request until an online payment confirms it. */
    attribution: jsonb('attribution'),
    /** The provider's checkout session, while and after the customer pays online. */
    checkoutRef: text('checkout_ref'),
    idempotencyKey: text('idempotency_key').unique(),
    /** The requester's network (/24 or /64) of a guest booking, to cap what one network holds. */
    clientNetwork: text('client_network'),
    /** SEQUENCE of the calendar invite; bumped on every reschedule and on cancel. */
    icsSequence: integer('ics_sequence').notNull().default(0),
    manageTokenHash: text('manage_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When staff checked the customer in at the studio (the run sheet's Check in). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /**
     * The person the session holds (an engineer its add-ons need), or null. No two active bookings
     * or holds of one person overlap: an exclusion constraint over `during` (migration 0021).
     */
    staffId: uuid('staff_id').references(() => staffMembers.id),
    /** The customer asked for this person by name: a customer's move keeps them, or is refused. */
    staffRequested: boolean('staff_requested').notNull().default(false),
  },
  (table) => [
    index('bookings_user_idx').on(table.userId),
    index('bookings_email_idx').on(table.guestEmail),
    index('bookings_start_idx').on(table.startAt),
    index('bookings_hold_idx').on(table.holdExpiresAt),
    index('bookings_client_network_idx').on(table.clientNetwork),
    index('bookings_guest_email_key_idx').on(table.guestEmailKey),
    index('bookings_staff_idx').on(table.staffId, table.startAt),
    // One customer's bookings by the key the back office counts them by (lib/customers), newest first.
    index('bookings_customer_key_idx').on(
      sql`coalesce(${table.guestEmailKey}, lower(${table.guestEmail}))`,
      table.startAt,
    ),
    // The ledger's invariants on the booking's own columns (migration 0013 adds the cross-table ones).
    check(
      'bookings_money_in_order',
      sql`${table.paidPence} >= 0 and ${table.refundedPence} >= 0 and ${table.refundedPence} <= ${table.refundsRecordedPence} and ${table.refundsRecordedPence} <= ${table.paidPence} and ${table.invoicedPence} >= 0`,
    ),
    check(
      'bookings_online_deposit_received',
      sql`${table.status} <> 'active' or ${table.paymentMethod} <> 'stripe' or ${table.paidPence} >= ${table.dueOnlinePence}`,
    ),
  ],
);
