// Three years of a busy studio, made up in memory (no database here): customers, their bookings
// (attended, missed, cancelled with or without a fee, lapsed holds, upcoming), every payment and
// refund, the invoices and credit notes, promo codes and their redemptions, the confirmed events and
// the admins' audit trail, as the app itself would have written them. Every row keeps the database's
// invariants: no two blocking bookings of a studio overlap (buffers and setup included), a booking's
// money columns are the sums of its payments, its invoiced amount its documents', a code's uses its
// redemptions, and invoice numbers run without gaps per series and year in the order of issue.
// Deterministic: the same options give the same rows. .scripts/seed-history.ts writes them.
import { openingWindow } from '@/lib/booking/availability';
import { cancellationTerms } from '@/lib/booking/cancellation-policy';
import type { BookableStudio, MoneySettings } from '@/lib/booking/catalog';
import {
  dueOnlinePence,
  quoteBooking,
  type AddOnOffer,
  type PromoTerms,
  type Quote,
} from '@/lib/booking/pricing';
import { customerKey } from '@/lib/booking/promo-codes';
import { SLOT_STEP_MINUTES, type BookingSettings } from '@/lib/booking/rules';
import type { tables } from '@/lib/db';
import { addDays, londonDateOf } from '@/lib/time';
import {
  BookingLedger,
  numberDocuments,
  type LedgerBook,
  type PlannedBooking,
  type Row,
} from './seed-history-ledger';
import { seededRandom, type Random } from './seed-history-random';

export type HistoryPlan = {
  users: Row<typeof tables.users>[];
  bookings: Row<typeof tables.bookings>[];
  payments: Row<typeof tables.payments>[];
  invoices: Row<typeof tables.invoices>[];
  invoiceCounters: Row<typeof tables.invoiceCounters>[];
  promoCodes: Row<typeof tables.promoCodes>[];
  promoRedemptions: Row<typeof tables.promoRedemptions>[];
  confirmedEvents: Row<typeof tables.confirmedEvents>[];
  auditEntries: Row<typeof tables.adminAuditLog>[];
};

export type HistoryOptions = {
  bookings: number;
  customers: number;
  now: Date;
  /** Days of history before today. */
  days: number;
  /** Days ahead of today that customers have booked already. */
  daysAhead: number;
  seed: number;
  studios: BookableStudio[];
  addOns: AddOnOffer[];
  settings: BookingSettings;
  money: MoneySettings;
  /** One password hash shared by the customers' accounts and the studio manager (nobody signs in). */
  passwordHash: string;
  /** The last number already given per series and year (`INV:2026` → 41), to continue after. */
  invoiceCountersFrom?: ReadonlyMap<string, number>;
};

/** The sizes: 40,000 bookings by 3,000 customers over three years. */
export const HISTORY_DEFAULTS = {
  bookings: 40_000,
  customers: 3_000,
  days: 3 * 365,
  daysAhead: 60,
};
/** The customers' share who have an account; the others book as guests by e-mail. */
const ACCOUNT_SHARE = 0.35;
/** The bookings' share that never held a studio: cancelled ones and holds that lapsed unpaid. */
const NON_BLOCKING_SHARE = 0.33;
const CANCELLED_OF_NON_BLOCKING = 0.6;
const NO_SHOW_SHARE = 0.05;
const ONLINE_SHARE = 0.6;
const PROMO_SHARE = 0.09;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MINUTE = 60_000;

export const SEED_MANAGER_EMAIL = 'studio.manager@history.example';

const FIRST_NAMES =
  'Ada Amara Ben Chloe Dev Ella Farah George Hana Isaac Jade Kofi Leah Marcus Nadia Oscar Priya Quinn Ravi Sofia Tom Uma Victor Wren Yusuf Zara Aisha Callum Daisy Ethan Freya Harry Imogen Jack Keira Liam Maya Noah Olivia Rhys Sana Theo'.split(
    ' ',
  );
const LAST_NAMES =
  "Adeyemi Brown Chen Davies Evans Fraser Green Hughes Iqbal Jones Khan Lewis Morgan Novak O'Brien Patel Quinn Roberts Singh Taylor Usman Walker Wright Young Zhou Ahmed Baker Clarke Edwards Hall".split(
    ' ',
  );
const DOMAINS = [
  'gmail.com',
  'gmail.com',
  'outlook.com',
  'icloud.com',
  'yahoo.co.uk',
  'northbank.example',
  'kestrel-audio.example',
  'brightwell.example',
  'tideway.example',
  'civicvoices.example',
] as const;
const NOTES = [
  'Two guests joining remotely.',
  'Please set up four mics.',
  'We will bring our own laptop.',
  'Need a quiet room for a voice-over.',
];
const BALANCE_METHODS = [
  ['card_terminal', 70],
  ['cash', 15],
  ['bank_transfer', 15],
] as const;
const SHOWS = [
  'The Morning Mix',
  'Founders Unfiltered',
  'Pitch Side',
  'Book Club Live',
  'Money Talks',
];

type Customer = {
  name: string;
  email: string;
  key: string;
  userId: string | null;
  /** How often they book, relative to the others. */
  weight: number;
};

type PromoCodeRow = Row<typeof tables.promoCodes> & { id: string; code: string };

type Slot = {
  studio: BookableStudio;
  start: Date;
  end: Date;
  addOnIds: string[];
  blocking: boolean;
};

type Status = 'active' | 'cancelled' | 'no_show' | 'expired';

const roundUp = (time: number, step: number) => Math.ceil(time / step) * step;
const after = (instant: Date, ms: number) => new Date(instant.getTime() + ms);

function makeCustomers(random: Random, count: number): Customer[] {
  const seen = new Set<string>();
  const customers: Customer[] = [];
  for (let i = 0; customers.length < count; i += 1) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const domain = random.pick(DOMAINS);
    const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    const email = `${local}${i % 7 === 0 ? '' : i}@${domain}`;
    const key = customerKey(email);
    if (seen.has(key)) continue;
    seen.add(key);
    customers.push({
      name: `${first} ${last}`,
      email,
      key,
      userId: random.chance(ACCOUNT_SHARE) ? random.uuid() : null,
      // A long tail: a few weekly shows, many who came once.
      weight: 1 / Math.pow(customers.length + 8, 0.9),
    });
  }
  return customers;
}

/** A customer by weight (binary search over the running total). */
function customerPicker(random: Random, customers: Customer[]) {
  const totals: number[] = [];
  let sum = 0;
  for (const customer of customers) totals.push((sum += customer.weight));
  return () => {
    const target = random.next() * sum;
    let low = 0;
    let high = totals.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (totals[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return customers[low]!;
  };
}

function chooseMinutes(random: Random, studio: BookableStudio): number {
  const minutes = random.weighted([
    [60, 60],
    [90, 14],
    [120, 17],
    [180, 6],
    [240, 3],
  ] as const);
  return Math.min(Math.max(minutes, studio.minDurationMinutes), studio.maxDurationMinutes);
}

function chooseAddOns(random: Random, studio: BookableStudio, addOns: AddOnOffer[]): string[] {
  const chance: Record<string, number> = {
    'addon-sound-engineer': 0.35,
    'addon-multicam-video': 0.12,
    'addon-edit-hours': 0.15,
    'addon-livestream': 0.08,
  };
  return addOns
    .filter((offer) => offer.studioIds.includes(studio.id))
    .filter((offer) => offer.required || random.chance(chance[offer.id] ?? 0.1))
    .map((offer) => offer.id);
}

function extraMinutes(addOns: AddOnOffer[], ids: string[]) {
  const chosen = addOns.filter((offer) => ids.includes(offer.id));
  return {
    before: Math.max(0, ...chosen.map((offer) => offer.minutesBefore)),
    after: Math.max(0, ...chosen.map((offer) => offer.minutesAfter)),
  };
}

/** Christmas, Boxing Day and New Year's Day every year, besides the settings' own closures. */
function closed(settings: BookingSettings, date: string): boolean {
  const monthDay = date.slice(5);
  return ['12-25', '12-26', '01-01'].includes(monthDay) || !openingWindow(settings, date);
}

/**
 * Every session a day could hold, studio by studio, packed from opening to closing: setup inside
 * the hours, the next session no earlier than the last one's teardown and buffer (on the 30-minute
 * grid the booking page offers). The caller keeps as many as the history needs.
 */
function candidateSlots(random: Random, options: HistoryOptions, dates: string[]): Slot[] {
  const step = SLOT_STEP_MINUTES * MINUTE;
  const slots: Slot[] = [];
  for (const date of dates) {
    if (closed(options.settings, date)) continue;
    const window = openingWindow(options.settings, date)!;
    for (const studio of options.studios) {
      let cursor = window.opens.getTime();
      for (let tries = 0; tries < 20; tries += 1) {
        const addOnIds = chooseAddOns(random, studio, options.addOns);
        const extra = extraMinutes(options.addOns, addOnIds);
        const start = cursor + extra.before * MINUTE;
        const end = start + chooseMinutes(random, studio) * MINUTE;
        if (end + extra.after * MINUTE > window.closes.getTime()) {
          if (end - start <= studio.minDurationMinutes * MINUTE) break;
          continue;
        }
        slots.push({
          studio,
          start: new Date(start),
          end: new Date(end),
          addOnIds,
          blocking: true,
        });
        cursor = roundUp(end + (extra.after + studio.bufferMinutes) * MINUTE, step);
      }
    }
  }
  return slots;
}

/**
 * `count` of the slots, weighted: every past day alike, the days ahead fewer the further they are
 * (Efraimidis-Spirakis sampling: the largest random^(1/weight) win), back in time order.
 */
function keepSlots(random: Random, slots: Slot[], count: number, now: Date): Slot[] {
  const keyed = slots.map((slot) => {
    const ahead = Math.max(0, (slot.start.getTime() - now.getTime()) / DAY);
    const weight = ahead > 0 ? Math.exp(-ahead / 18) : 1;
    return { slot, key: Math.pow(random.next(), 1 / weight) };
  });
  keyed.sort((a, b) => b.key - a.key);
  return keyed
    .slice(0, count)
    .map(({ slot }) => slot)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** A session that never blocked the studio (cancelled, or a hold never paid): anywhere in the hours. */
function looseSlot(random: Random, options: HistoryOptions, dates: string[]): Slot {
  for (;;) {
    const date = random.pick(dates);
    if (closed(options.settings, date)) continue;
    const window = openingWindow(options.settings, date)!;
    const studio = random.pick(options.studios);
    const addOnIds = chooseAddOns(random, studio, options.addOns);
    const extra = extraMinutes(options.addOns, addOnIds);
    const minutes = chooseMinutes(random, studio);
    const first = window.opens.getTime() + extra.before * MINUTE;
    const last = window.closes.getTime() - (minutes + extra.after) * MINUTE;
    if (last < first) continue;
    const steps = Math.floor((last - first) / (SLOT_STEP_MINUTES * MINUTE));
    const start = first + random.int(0, steps) * SLOT_STEP_MINUTES * MINUTE;
    return {
      studio,
      start: new Date(start),
      end: new Date(start + minutes * MINUTE),
      addOnIds,
      blocking: false,
    };
  }
}

function promoCodesFor(random: Random, options: HistoryOptions, from: Date): PromoCodeRow[] {
  const year = (offsetDays: number) => after(from, offsetDays * DAY);
  const cityView = options.studios.find((studio) => studio.id === 'studio-city-view');
  const editHours = options.addOns.find((offer) => offer.id === 'addon-edit-hours');
  const codes: Omit<PromoCodeRow, 'id' | 'uses'>[] = [
    {
      code: 'WELCOME10',
      description: 'First session, 10% off',
      kind: 'percent',
      value: 10,
      maxUsesPerCustomer: 1,
    },
    {
      code: 'PODCAST20',
      description: 'Podcast launch month',
      kind: 'percent',
      value: 20,
      validFrom: year(60),
      validUntil: year(120),
    },
    {
      code: 'SPRING25',
      description: 'Spring offer',
      kind: 'percent',
      value: 25,
      validFrom: year(420),
      validUntil: year(480),
      maxUses: 400,
    },
    { code: 'TENOFF', description: '£10 off any session', kind: 'amount', value: 1_000 },
    {
      code: 'BLACKFRIDAY30',
      description: 'Black Friday weekend',
      kind: 'percent',
      value: 30,
      validFrom: year(700),
      validUntil: year(712),
    },
    {
      code: 'STUDENT15',
      description: 'Student shows',
      kind: 'percent',
      value: 15,
      maxUsesPerCustomer: 10,
    },
    ...(cityView
      ? [
          {
            code: 'CITYVIEW',
            description: 'City View evenings',
            kind: 'percent' as const,
            value: 15,
            studioId: cityView.id,
          },
        ]
      : []),
    ...(editHours
      ? [
          {
            code: 'EDITHALF',
            description: 'Half-price edit hours',
            kind: 'percent' as const,
            value: 50,
            addOnId: editHours.id,
          },
        ]
      : []),
    {
      code: 'LOYAL50',
      description: '£50 off for regulars',
      kind: 'amount',
      value: 5_000,
      validFrom: year(900),
      maxUses: 150,
    },
  ];
  return codes.map((code) => ({
    ...code,
    id: random.uuid(),
    uses: 0,
    active: !code.validUntil || code.validUntil > options.now,
    createdAt: code.validFrom ?? from,
  }));
}

/** A code that may apply to this booking when it was made, within its limits, or null. */
function choosePromo(
  random: Random,
  codes: PromoCodeRow[],
  perCustomer: Map<string, number>,
  input: { createdAt: Date; studioId: string; addOnIds: string[]; customer: Customer },
): PromoCodeRow | null {
  if (!random.chance(PROMO_SHARE)) return null;
  const usable = codes.filter(
    (code) =>
      (!code.validFrom || code.validFrom <= input.createdAt) &&
      (!code.validUntil || code.validUntil > input.createdAt) &&
      (code.maxUses == null || (code.uses ?? 0) < code.maxUses) &&
      (!code.studioId || code.studioId === input.studioId) &&
      (!code.addOnId || input.addOnIds.includes(code.addOnId)) &&
      (code.maxUsesPerCustomer == null ||
        (perCustomer.get(`${code.id}:${input.customer.key}`) ?? 0) < code.maxUsesPerCustomer),
  );
  return usable.length ? random.pick(usable) : null;
}

/** The booking's fate: attended or missed when it held the studio, cancelled or lapsed when not. */
function statusOf(random: Random, slot: Slot, now: Date): Status {
  if (slot.blocking) return slot.start < now && random.chance(NO_SHOW_SHARE) ? 'no_show' : 'active';
  return random.chance(CANCELLED_OF_NON_BLOCKING) ? 'cancelled' : 'expired';
}

type Context = {
  options: HistoryOptions;
  random: Random;
  plan: HistoryPlan;
  book: LedgerBook;
  codes: PromoCodeRow[];
  perCustomer: Map<string, number>;
  references: Set<string>;
};

/** A reference nobody has, in the app's alphabet (no 0/O or 1/I). */
function newReference({ random, references }: Context): string {
  for (;;) {
    const reference = `LPS-${random.hex(8).toUpperCase().replace(/[01]/g, '7')}`;
    if (references.has(reference)) continue;
    references.add(reference);
    return reference;
  }
}

/** The booking as it was made: who, when, what, at what price; its money starts at nothing. */
function bookingMade(context: Context, slot: Slot, customer: Customer, status: Status) {
  const { options, random } = context;
  const { studio, start, end } = slot;
  const now = options.now;
  // Booked one day to three months ahead, and never after now.
  const latest = Math.min(start.getTime() - DAY, now.getTime() - 5 * MINUTE);
  const earliest = start.getTime() - 90 * DAY;
  const lead = Math.min(random.next() * random.next() * 60 * DAY, latest - earliest);
  const createdAt = new Date(Math.max(earliest, Math.min(latest, start.getTime() - DAY - lead)));
  const online = status === 'expired' ? random.chance(0.85) : random.chance(ONLINE_SHARE);
  const code = choosePromo(random, context.codes, context.perCustomer, {
    createdAt,
    studioId: studio.id,
    addOnIds: slot.addOnIds,
    customer,
  });
  const quoted = quoteBooking({
    studio,
    start,
    end,
    offers: options.addOns,
    chosenAddOnIds: slot.addOnIds,
    promo: code ? (code as PromoTerms) : null,
  });
  if (!quoted.ok)
    throw new Error(`The seed priced a booking it cannot sell: ${quoted.problem.message}`);
  const quote: Quote = quoted.quote;
  const extra = extraMinutes(options.addOns, slot.addOnIds);
  // An address typed another way now and then: the customers' list counts them as one person.
  const email =
    !customer.userId && random.chance(0.05)
      ? customer.email.replace('@', '+studio@')
      : customer.email;
  const booking: PlannedBooking = {
    id: random.uuid(),
    reference: newReference(context),
    studioId: studio.id,
    studioName: studio.title,
    studioAddress: studio.address,
    userId: customer.userId,
    guestName: customer.name,
    guestEmail: email,
    guestEmailKey: customerKey(email),
    addressConfirmed: !!customer.userId,
    guestPhone: random.chance(0.7)
      ? `07${random.int(100, 999)} ${random.int(100000, 999999)}`
      : null,
    notes: random.chance(0.12) ? random.pick(NOTES) : null,
    billingAddress: random.chance(0.15)
      ? `${customer.name}\n${random.int(1, 200)} High Street\nLondon`
      : null,
    consultation: random.chance(0.2)
      ? {
          podcastName: random.pick(SHOWS),
          guests: random.int(1, 4),
          goals: 'Record and publish a weekly episode.',
        }
      : null,
    startAt: start,
    endAt: end,
    blockedFrom: new Date(start.getTime() - extra.before * MINUTE),
    blockedUntil: new Date(end.getTime() + (extra.after + studio.bufferMinutes) * MINUTE),
    status,
    holdExpiresAt: status === 'expired' ? after(createdAt, (online ? 15 : 60) * MINUTE) : null,
    pricePence: quote.totalPence,
    priceLines: quote.lines,
    vatPence: quote.vatPence,
    addOns: options.addOns
      .filter((offer) => slot.addOnIds.includes(offer.id))
      .map(({ id, name, minutesBefore, minutesAfter }) => ({
        id,
        name,
        minutesBefore,
        minutesAfter,
      })),
    promoCode: code?.code ?? null,
    paymentMethod: online ? 'stripe' : 'studio',
    dueOnlinePence: online ? dueOnlinePence(quote.totalPence, options.money.depositPercent) : 0,
    invoicedPence: 0,
    paidPence: 0,
    refundedPence: 0,
    refundsRecordedPence: 0,
    cancellationFeePence: 0,
    checkoutRef: online ? `cs_seed_${random.hex(24)}` : null,
    manageTokenHash: random.hex(64),
    createdAt,
    updatedAt: createdAt,
  };
  // A lapsed hold gave its code back; any other booking keeps its redemption.
  if (code && status !== 'expired') redeem(context, code, booking, customer, quote.discountPence);
  return booking;
}

function redeem(
  context: Context,
  code: PromoCodeRow,
  booking: PlannedBooking,
  customer: Customer,
  discountPence: number,
) {
  code.uses = (code.uses ?? 0) + 1;
  const counted = `${code.id}:${customer.key}`;
  context.perCustomer.set(counted, (context.perCustomer.get(counted) ?? 0) + 1);
  context.plan.promoRedemptions.push({
    id: context.random.uuid(),
    promoCodeId: code.id,
    bookingId: booking.id,
    customerEmail: booking.guestEmail,
    customerKey: customerKey(booking.guestEmail),
    userId: customer.userId,
    discountPence,
    createdAt: booking.createdAt,
  });
}

/** Confirmed (paid online, or booked to pay at the studio): invoiced, the deposit taken. */
function confirm(context: Context, ledger: BookingLedger, confirmedAt: Date): string | null {
  const { random, plan } = context;
  const booking = ledger.booking;
  ledger.invoice(confirmedAt, booking.priceLines!);
  plan.confirmedEvents.push({
    id: random.uuid(),
    type: 'booking_confirmed',
    sourceId: booking.id,
    variants: {},
    valuePence: booking.pricePence,
    occurredAt: confirmedAt,
  });
  if (booking.paymentMethod === 'stripe')
    return ledger.payIn(confirmedAt, booking.dueOnlinePence!, 'stripe');
  if (random.chance(0.45)) {
    const paidAt = after(booking.createdAt as Date, random.int(1, 20) * HOUR);
    ledger.payIn(paidAt, Math.round(booking.pricePence / 2), 'bank_transfer');
  }
  return null;
}

/**
 * Cancelled under the policy (by the customer, early or inside the fee window; now and then by
 * the manager, free): the fee kept, a credit note for the rest, the money beyond the fee refunded,
 * and a fee still owed paid later more often than not.
 */
function cancel(
  context: Context,
  ledger: BookingLedger,
  confirmedAt: Date,
  deposit: string | null,
) {
  const { random, options } = context;
  const { now, money } = options;
  const booking = ledger.booking;
  const start = booking.startAt.getTime();
  const byAdmin = random.chance(0.1);
  const late = !byAdmin && random.chance(0.35);
  const freeUntil = start - money.policy.freeCancellationHours * HOUR;
  const from = late ? Math.max(freeUntil + HOUR, confirmedAt.getTime()) : confirmedAt.getTime();
  const until = Math.min(late ? start - HOUR : freeUntil, now.getTime() - MINUTE);
  // Booked too close to the start (or to now) for that window: cancelled soon after booking.
  const cancelledAt =
    until > from
      ? new Date(from + random.next() * (until - from))
      : new Date((confirmedAt.getTime() + Math.min(start, now.getTime())) / 2);
  const policy = byAdmin ? { freeCancellationHours: 0, lateFeePercent: 0 } : money.policy;
  const terms = cancellationTerms(booking, policy, cancelledAt);
  Object.assign(booking, {
    cancelledAt,
    updatedAt: cancelledAt,
    cancellationFeePence: terms.feePence,
    icsSequence: 1,
  });
  ledger.credit(
    cancelledAt,
    terms.creditPence,
    terms.feePence > 0 ? 'Cancelled inside the fee window' : 'Cancelled',
  );
  const viaProvider = deposit !== null && terms.refundPence <= booking.dueOnlinePence!;
  ledger.refund(cancelledAt, terms.refundPence, 'Cancellation', viaProvider ? deposit : null);
  const feePaidAt = after(cancelledAt, random.int(1, 10) * DAY);
  if (terms.stillOwedPence > 0 && random.chance(0.6) && feePaidAt < now) {
    ledger.payIn(feePaidAt, terms.stillOwedPence, 'bank_transfer');
  }
  if (byAdmin) {
    ledger.audit(
      cancelledAt,
      'POST /api/bookings/[id]/cancel',
      `/api/bookings/${booking.id}/cancel`,
      {
        after: { status: 'cancelled' },
      },
    );
  }
}

function markNoShow(ledger: BookingLedger) {
  const markedAt = after(ledger.booking.startAt, 40 * MINUTE);
  ledger.booking.updatedAt = markedAt;
  ledger.audit(markedAt, 'bookings.no-show', `/api/bookings/${ledger.booking.id}/no-show`, {
    before: { status: 'active' },
    after: { status: 'no_show' },
  });
}

/**
 * A session that happened: checked in (this last year, since the desk has had the button), the
 * balance taken on the day (a few of the last week's still owe it), and now and then part of the
 * price back for something that went wrong, rarely all of it.
 */
function attend(context: Context, ledger: BookingLedger, deposit: string | null) {
  const { random, options } = context;
  const { now } = options;
  const booking = ledger.booking;
  const end = booking.endAt as Date;
  const checkedInAt = after(booking.startAt, -random.int(0, 15) * MINUTE);
  if (checkedInAt.getTime() > now.getTime() - 365 * DAY) {
    booking.checkedInAt = checkedInAt;
    ledger.audit(checkedInAt, 'bookings.check-in', `/api/admin/bookings/${booking.id}/check-in`, {
      after: { checkedInAt },
    });
  }
  const balance = booking.pricePence - booking.paidPence;
  const recent = now.getTime() - end.getTime() < 7 * DAY;
  const paidAt = after(end, random.int(0, 30) * MINUTE);
  if (balance > 0 && paidAt < now && !(recent && random.chance(0.2))) {
    // A group splitting the bill: part in cash, the rest by card.
    const cash = random.chance(0.1) ? Math.round(balance / 3) : 0;
    if (cash > 0) ledger.payIn(paidAt, cash, 'cash');
    ledger.payIn(paidAt, balance - cash, random.weighted(BALANCE_METHODS));
  }
  const refundAt = after(end, random.int(1, 5) * DAY);
  const kept = booking.paidPence - booking.refundsRecordedPence;
  if (kept <= 0 || refundAt >= now || !random.chance(0.05)) return;
  const full = random.chance(0.1);
  const share = Math.round((booking.pricePence * random.int(1, 3)) / 1000) * 100;
  const amount = full ? kept : Math.min(kept, Math.max(500, share));
  const reason = full ? 'Recording lost: full refund' : 'Goodwill: the session started late';
  const viaProvider = deposit !== null && amount <= booking.dueOnlinePence!;
  ledger.refund(refundAt, amount, reason, viaProvider ? deposit : null);
  ledger.credit(refundAt, Math.min(booking.invoicedPence, amount), reason);
  ledger.audit(refundAt, 'bookings.refund', `/api/admin/bookings/${booking.id}/refunds`, {
    after: { refundPence: amount, reason },
  });
}

/** One booking from its making to today, with every row it left behind. */
function planBooking(context: Context, slot: Slot, customer: Customer) {
  const { random, options } = context;
  const status = statusOf(random, slot, options.now);
  const booking = bookingMade(context, slot, customer, status);
  context.plan.bookings.push(booking);
  const ledger = new BookingLedger(context.book, booking);
  const online = booking.paymentMethod === 'stripe';
  if (status === 'expired') {
    // A hold nobody paid: sometimes the card was declined on the way.
    const triedAt = after(booking.createdAt as Date, 4 * MINUTE);
    if (online && random.chance(0.4))
      ledger.payIn(triedAt, booking.dueOnlinePence!, 'stripe', true);
    return;
  }
  const paidOnlineAt =
    (booking.createdAt as Date).getTime() + (online ? random.int(1, 9) * MINUTE : 0);
  const confirmedAt = new Date(Math.min(paidOnlineAt, options.now.getTime() - 2 * MINUTE));
  const deposit = confirm(context, ledger, confirmedAt);
  if (status === 'cancelled') cancel(context, ledger, confirmedAt, deposit);
  else if (status === 'no_show') markNoShow(ledger);
  else if (slot.start < options.now) attend(context, ledger, deposit);
}

export function planHistory(options: HistoryOptions): HistoryPlan {
  const random = seededRandom(options.seed);
  const { now, money } = options;
  const today = londonDateOf(now);
  const dates = Array.from({ length: options.days + options.daysAhead + 1 }, (_, index) =>
    addDays(today, index - options.days),
  );
  const historyStart = new Date(now.getTime() - options.days * DAY);
  const customers = makeCustomers(random, options.customers);
  const pickCustomer = customerPicker(random, customers);
  const manager = { id: random.uuid(), email: SEED_MANAGER_EMAIL };
  const plan: HistoryPlan = {
    users: accountsOf(random, options, customers, manager.id, historyStart),
    bookings: [],
    payments: [],
    invoices: [],
    invoiceCounters: [],
    promoCodes: promoCodesFor(random, options, historyStart),
    promoRedemptions: [],
    confirmedEvents: [],
    auditEntries: [],
  };
  const supplier = {
    name: money.supplier.name,
    address: money.supplier.address,
    ...(money.supplier.vatNumber ? { vatNumber: money.supplier.vatNumber } : {}),
    ...(money.supplier.email ? { email: money.supplier.email } : {}),
  };
  const book: LedgerBook = {
    random,
    now,
    manager,
    supplier,
    payments: plan.payments,
    documents: [],
    auditEntries: plan.auditEntries,
  };
  const context: Context = {
    options,
    random,
    plan,
    book,
    codes: plan.promoCodes as PromoCodeRow[],
    perCustomer: new Map(),
    references: new Set(),
  };

  const candidates = candidateSlots(random, options, dates);
  const blockingCount = Math.min(
    candidates.length,
    Math.round(options.bookings * (1 - NON_BLOCKING_SHARE)),
  );
  const slots = [
    ...keepSlots(random, candidates, blockingCount, now),
    ...Array.from({ length: options.bookings - blockingCount }, () =>
      looseSlot(random, options, dates),
    ),
  ];
  for (const slot of slots) planBooking(context, slot, pickCustomer());
  const numbered = numberDocuments(book.documents, options.invoiceCountersFrom ?? new Map());
  plan.invoices = numbered.invoices;
  plan.invoiceCounters = numbered.invoiceCounters;
  return plan;
}

/** The studio manager (the audit trail's admin) and the customers who made an account. */
function accountsOf(
  random: Random,
  options: HistoryOptions,
  customers: Customer[],
  managerId: string,
  historyStart: Date,
): HistoryPlan['users'] {
  const manager = {
    id: managerId,
    email: SEED_MANAGER_EMAIL,
    name: 'Studio manager',
    passwordHash: options.passwordHash,
    role: 'admin' as const,
    emailVerifiedAt: historyStart,
    createdAt: historyStart,
    updatedAt: historyStart,
  };
  return [
    manager,
    ...customers.flatMap((customer) => {
      if (!customer.userId) return [];
      const joined = after(historyStart, random.int(0, options.days) * DAY);
      return [
        {
          id: customer.userId,
          email: customer.email,
          name: customer.name,
          passwordHash: options.passwordHash,
          emailVerifiedAt: joined,
          createdAt: joined,
          updatedAt: joined,
        },
      ];
    }),
  ];
}
