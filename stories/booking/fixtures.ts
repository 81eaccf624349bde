import type { BookableStudio } from '@/lib/booking/catalog';
import { DEFAULT_BOOKING_HOURS, type BookingSettings } from '@/lib/booking/rules';
import type { Invoice } from '@/lib/booking/invoices';
import type { Booking } from '@/lib/booking/store';
import type { DayWaitlistEntry } from '@/lib/waitlist/store';

export const storyStudios: BookableStudio[] = [
  {
    id: 'studio-main',
    title: 'Main Studio',
    slug: 'main-studio',
    description: 'Our flagship room for up to four voices, with cameras for video podcasts.',
    features: [
      '4 Shure SM7B microphones',
      'Rodecaster Pro II',
      'Three 4K cameras',
      'Acoustic treatment',
    ],
    imageUrl: null,
    imageAlt: '',
    capacity: 4,
    hourlyRate: 85,
    eveningWeekendRate: 100,
    eveningFrom: '18:00',
    minimumCharge: null,
    minDurationMinutes: 60,
    maxDurationMinutes: 480,
    bufferMinutes: 30,
    minNoticeHours: 24,
    maxAdvanceDays: 180,
    address: 'London Podcast Studio\n1 Example Yard\nHammersmith, London W6 0AA',
  },
  {
    id: 'studio-booth',
    title: 'Voice Booth',
    slug: 'voice-booth',
    description: 'A quiet booth for solo shows and voice-overs.',
    features: ['Neumann U87', 'Isolation booth', 'Engineer on request', 'Remote guests'],
    imageUrl: null,
    imageAlt: '',
    capacity: 2,
    hourlyRate: 45,
    eveningWeekendRate: null,
    eveningFrom: null,
    minimumCharge: 45,
    minDurationMinutes: 60,
    maxDurationMinutes: 240,
    bufferMinutes: 15,
    minNoticeHours: 12,
    maxAdvanceDays: 120,
    address: null,
  },
];

export const storySettings: BookingSettings = {
  bookingHours: DEFAULT_BOOKING_HOURS,
  closures: [{ date: '2026-12-25', reason: 'Christmas Day' }],
};

export function storyBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: '6f1c2b9e-0000-4000-8000-000000000001',
    reference: 'LPS-7K3D9QXA',
    studioId: 'studio-main',
    studioName: 'Main Studio',
    studioAddress: 'London Podcast Studio\n1 Example Yard\nHammersmith, London W6 0AA',
    userId: 'user-1',
    guestName: 'Ada Lovelace',
    guestEmail: 'ada@example.com',
    guestEmailKey: 'ada@example.com',
    addressConfirmed: true,
    guestPhone: null,
    notes: null,
    billingAddress: null,
    consultation: null,
    flowVariant: 'simple',
    startAt: new Date('2026-12-02T10:00:00Z'),
    endAt: new Date('2026-12-02T12:00:00Z'),
    blockedUntil: new Date('2026-12-02T12:30:00Z'),
    during: '',
    status: 'active',
    pricePence: 17000,
    blockedFrom: new Date('2026-12-02T10:00:00Z'),
    holdExpiresAt: null,
    priceLines: [
      {
        kind: 'session',
        description: 'Main Studio, 2 hours',
        quantity: '2 hours',
        grossPence: 17000,
      },
    ],
    vatPence: 2833,
    addOns: [],
    promoCode: null,
    paymentMethod: 'studio',
    dueOnlinePence: 0,
    invoicedPence: 17000,
    paidPence: 0,
    refundedPence: 0,
    refundsRecordedPence: 0,
    clientNetwork: null,
    cancellationFeePence: 0,
    attribution: null,
    checkoutRef: null,
    idempotencyKey: null,
    icsSequence: 0,
    manageTokenHash: '',
    createdAt: new Date('2026-11-20T09:00:00Z'),
    updatedAt: new Date('2026-11-20T09:00:00Z'),
    cancelledAt: null,
    checkedInAt: null,
    staffId: null,
    staffRequested: false,
    ...overrides,
  };
}

/** An upcoming, a past and a cancelled booking, as a customer's list shows them. */
export const storyBookings: Booking[] = [
  storyBooking(),
  storyBooking({
    id: '6f1c2b9e-0000-4000-8000-000000000002',
    reference: 'LPS-PAST2345',
    startAt: new Date('2026-10-25T10:00:00Z'),
    endAt: new Date('2026-10-25T11:00:00Z'),
    pricePence: 8500,
  }),
  storyBooking({
    id: '6f1c2b9e-0000-4000-8000-000000000003',
    reference: 'LPS-CANC6789',
    status: 'cancelled',
    studioName: 'Voice Booth',
    studioAddress: null,
  }),
];

const storySupplier = {
  name: 'London Podcast Studio Ltd',
  address: 'London Podcast Studio Ltd\n1 Example Yard\nLondon W6 0AA\nUnited Kingdom',
  vatNumber: 'GB 123 4567 89',
  email: 'hello@studio.example',
};

/** A booking's first invoice, the credit note of its move, and the invoice that replaced it. */
export const storyInvoices: Invoice[] = [
  {
    id: 'invoice-1',
    number: 'INV-2026-000041',
    kind: 'invoice',
    bookingId: '6f1c2b9e-0000-4000-8000-000000000001',
    creditsInvoiceId: null,
    lines: [
      {
        kind: 'session',
        description: 'Main Studio, 2 hours',
        quantity: '2 hours',
        grossPence: 17000,
      },
      { kind: 'addOn', description: 'Sound engineer', quantity: '2 hours', grossPence: 6000 },
    ],
    grossPence: 23000,
    vatPence: 3833,
    netPence: 19167,
    vatRatePercent: 20,
    supplier: storySupplier,
    customer: { name: 'Ada Lovelace', address: '', email: 'ada@example.com' },
    suppliedAt: new Date('2026-12-02T10:00:00Z'),
    issuedAt: new Date('2026-11-20T09:00:00Z'),
    reason: null,
  },
  {
    id: 'credit-1',
    number: 'CN-2026-000007',
    kind: 'credit_note',
    bookingId: '6f1c2b9e-0000-4000-8000-000000000001',
    creditsInvoiceId: 'invoice-1',
    lines: [
      {
        kind: 'session',
        description: 'Replaced: the session was moved (invoice INV-2026-000041)',
        quantity: '1',
        grossPence: 23000,
      },
    ],
    grossPence: 23000,
    vatPence: 3833,
    netPence: 19167,
    vatRatePercent: 20,
    supplier: storySupplier,
    customer: { name: 'Ada Lovelace', address: '', email: 'ada@example.com' },
    suppliedAt: new Date('2026-12-05T10:00:00Z'),
    issuedAt: new Date('2026-11-22T09:00:00Z'),
    reason: 'Replaced: the session was moved',
  },
  {
    id: 'invoice-2',
    number: 'INV-2026-000044',
    kind: 'invoice',
    bookingId: '6f1c2b9e-0000-4000-8000-000000000001',
    creditsInvoiceId: null,
    lines: [
      {
        kind: 'session',
        description: 'Main Studio, 2 hours (weekend rate, £100 an hour)',
        quantity: '2 hours',
        grossPence: 20000,
      },
      { kind: 'addOn', description: 'Sound engineer', quantity: '2 hours', grossPence: 6000 },
    ],
    grossPence: 26000,
    vatPence: 4333,
    netPence: 21667,
    vatRatePercent: 20,
    supplier: storySupplier,
    customer: { name: 'Ada Lovelace', address: '', email: 'ada@example.com' },
    suppliedAt: new Date('2026-12-05T10:00:00Z'),
    issuedAt: new Date('2026-11-22T09:00:00Z'),
    reason: null,
  },
];

/** A place on a day's waitlist, still waiting unless `overrides` say otherwise. */
export function storyWaitlistEntry(overrides: Partial<DayWaitlistEntry> = {}): DayWaitlistEntry {
  return {
    id: '7a170000-0000-4000-8000-000000000001',
    studioId: 'studio-podcast-setup',
    date: '2026-11-27',
    fromMinute: 9 * 60,
    untilMinute: 13 * 60,
    durationMinutes: 120,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    emailKey: 'ada@example.com',
    userId: null,
    createdAt: new Date('2026-11-20T10:15:00Z'),
    offerBookingId: null,
    offeredAt: null,
    state: 'waiting',
    offer: null,
    ...overrides,
  };
}
