import type { BookableStudio } from '@/lib/booking/catalog';
import { DEFAULT_BOOKING_HOURS, type BookingSettings } from '@/lib/booking/rules';
import type { Booking } from '@/lib/booking/store';

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
  }),
];
