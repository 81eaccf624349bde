import { describe, expect, it } from 'vitest';
import { bookingsCsv, parseAdminFilters, type Booking } from '@/lib/booking';
import { storyBooking } from '../../stories/booking/fixtures';

// The stories' sample booking, as a guest whose text would break a naive CSV.
const booking: Booking = storyBooking({
  reference: 'LPS-ABCDEFGH',
  userId: null,
  guestName: 'Smith, "Jo"',
  guestEmail: 'jo@example.com',
  notes: '=HYPERLINK("http://evil")',
  startAt: new Date('2026-10-25T10:00:00Z'),
  endAt: new Date('2026-10-25T12:00:00Z'),
  createdAt: new Date('2026-10-01T09:00:00Z'),
});

describe('admin bookings export and filters', () => {
  it('exports CSV with London times, quoted text and spreadsheet formulas defused', () => {
    const [header, row] = bookingsCsv([booking]).split('\r\n');
    expect(header).toBe(
      'reference,status,studio,start,end,price_gbp,name,email,phone,notes,consultation,flow_variant,created_at,invoiced_gbp,paid_gbp,refunded_gbp',
    );
    expect(row).toContain('2026-10-25T10:00:00+00:00,2026-10-25T12:00:00+00:00,170.00');
    expect(row).toContain('"Smith, ""Jo"""');
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('reads filters from the query string, falling back to defaults on bad values', () => {
    const now = new Date('2026-03-28T23:30:00Z'); // Saturday 28 March, 23:30 GMT
    const { filters, query } = parseAdminFilters(
      { view: 'day', date: '2026-03-29', status: 'bogus', studio: ['studio-main', 'x'] },
      now,
    );
    expect(filters).toMatchObject({ view: 'day', date: '2026-03-29', studio: 'studio-main' });
    expect(filters.status).toBeUndefined();
    // The London day of the clock change is 23 hours long.
    expect(query.from?.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(query.to?.toISOString()).toBe('2026-03-29T23:00:00.000Z');

    const week = parseAdminFilters({ view: 'week', date: '2026-10-28' }, now);
    // Monday 26 October (GMT) to the end of Sunday 1 November.
    expect(week.query.from?.toISOString()).toBe('2026-10-26T00:00:00.000Z');
    expect(week.query.to?.toISOString()).toBe('2026-11-02T00:00:00.000Z');

    const list = parseAdminFilters({ from: 'not-a-date' }, now);
    expect(list.filters).toMatchObject({ view: 'list', from: '2026-03-28', to: '2026-04-27' });
  });
});
