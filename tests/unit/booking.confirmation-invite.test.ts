import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockedRanges,
  bookingCalendarUid,
  cancelBooking,
  createBooking,
  DEFAULT_BOOKING_HOURS,
  mayManage,
  rescheduleBooking,
  type StudioForBooking,
} from '@/lib/booking';
import { moneySettingsFrom } from '@/lib/booking/catalog';
import { tables, type DatabaseHandle } from '@/lib/db';
import { enginesUnderTest } from '../fixtures/databases';

const [pglite] = await enginesUnderTest();

const studio: StudioForBooking = {
  id: 'studio-invite',
  title: 'Studio Invite',
  capacity: 2,
  hourlyRate: 60,
  minDurationMinutes: 60,
  maxDurationMinutes: 240,
  bufferMinutes: 15,
  minNoticeHours: 2,
  maxAdvanceDays: 200,
  address: 'London Podcast Studio\nUnit 4, 1 Example Yard\nLondon W6 0AA',
};
const settings = { bookingHours: DEFAULT_BOOKING_HOURS, closures: [] };
const money = moneySettingsFrom(null);
const now = new Date('2026-03-01T12:00:00Z');

function inviteOf(mail: typeof tables.mailMessages.$inferSelect) {
  const [attachment] = mail.attachments;
  expect(attachment?.contentType).toMatch(/^text\/calendar/);
  return Buffer.from(attachment!.contentBase64, 'base64').toString('utf8');
}

describe('booking confirmation e-mails and calendar invites', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await pglite!.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('sends an invite on booking, an update with the next SEQUENCE on reschedule, and a CANCEL', async () => {
    const created = await createBooking(handle.db, {
      studio,
      settings,
      money,
      booking: {
        // Sunday 29 March 2026, 10:00-12:00 BST: the first morning of summer time.
        start: new Date('2026-03-29T09:00:00Z'),
        end: new Date('2026-03-29T11:00:00Z'),
        name: 'Grace Hopper, PhD; "Amazing"',
        email: 'grace@example.com',
      },
      // Her own confirmed address: the invite names her (a stranger's address is not greeted by name).
      addressConfirmed: true,
      now,
    });
    if (created.kind !== 'created') throw new Error(`not created: ${created.kind}`);
    expect(created.booking.pricePence).toBe(12000);
    expect(mayManage(created.booking, null, created.manageToken)).toBe(true);
    expect(mayManage(created.booking, null, 'not-the-token-at-all')).toBe(false);

    const moved = await rescheduleBooking(handle.db, created.booking, {
      studio,
      settings,
      money,
      start: new Date('2026-03-30T08:00:00Z'),
      end: new Date('2026-03-30T09:00:00Z'),
      now,
    });
    if (moved.kind !== 'done') throw new Error('not moved');
    // The old link stops working; the e-mail about the move carries the new one.
    expect(mayManage(moved.booking, null, created.manageToken)).toBe(false);
    expect(mayManage(moved.booking, null, moved.manageToken)).toBe(true);
    await cancelBooking(handle.db, moved.booking, { byAdmin: false, money, now });

    const mails = await handle.db
      .select()
      .from(tables.mailMessages)
      .orderBy(asc(tables.mailMessages.createdAt));
    expect(mails.map((mail) => mail.kind)).toEqual([
      'booking_confirmed',
      'booking_rescheduled',
      'booking_cancelled',
    ]);
    const [confirmed, rescheduled, cancelled] = mails.map(inviteOf) as [string, string, string];
    const uid = `UID:${bookingCalendarUid(created.booking)}`;

    expect(mails[0]!.to).toBe('grace@example.com');
    expect(mails[0]!.text).toContain('Sunday, 29 March 2026, 10:00-12:00');
    expect(mails[0]!.text).toContain('/booking/manage/' + created.booking.reference + '?token=');
    expect(confirmed).toContain('METHOD:REQUEST\r\n');
    expect(confirmed).toContain(`${uid}\r\n`);
    expect(confirmed).toContain('SEQUENCE:0\r\n');
    expect(confirmed).toContain('DTSTART:20260329T090000Z\r\n');
    expect(confirmed).toContain('DTEND:20260329T110000Z\r\n');
    expect(confirmed).toContain('ATTENDEE;CN="Grace Hopper, PhD; Amazing"');

    expect(rescheduled).toContain(`${uid}\r\n`);
    expect(rescheduled).toContain('SEQUENCE:1\r\n');
    expect(rescheduled).toContain('DTSTART:20260330T080000Z\r\n');

    expect(cancelled).toContain('METHOD:CANCEL\r\n');
    expect(cancelled).toContain('STATUS:CANCELLED\r\n');
    expect(cancelled).toContain(`${uid}\r\n`);
    expect(cancelled).toContain('SEQUENCE:2\r\n');

    // Every e-mail and invite says where: the exact address, which the public site does not give.
    for (const mail of mails) {
      expect(mail.text).toContain(
        'Where: London Podcast Studio, Unit 4, 1 Example Yard, London W6 0AA',
      );
    }
    for (const invite of [confirmed, rescheduled, cancelled]) {
      expect(invite.replaceAll('\r\n ', '')).toContain(
        'LOCATION:Studio Invite\\, London Podcast Studio\\, Unit 4\\, 1 Example Yard\\, London W6 0AA\r\n',
      );
      expect(invite.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(invite.endsWith('END:VCALENDAR\r\n')).toBe(true);
      for (const line of invite.split('\r\n'))
        expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
  });

  it('requires the consultation in the consultation_first variant, and stores it', async () => {
    const booking = {
      start: new Date('2026-04-01T08:00:00Z'),
      end: new Date('2026-04-01T09:00:00Z'),
      name: 'Mary Somerville',
      email: 'mary@example.com',
    };
    const without = await createBooking(handle.db, {
      studio,
      settings,
      booking,
      requireConsultation: true,
      flowVariant: 'consultation_first',
      now,
    });
    expect(without).toMatchObject({ kind: 'invalid', problem: { field: 'consultation' } });
    const consultation = { goals: 'A weekly interview show.', guests: 2 };
    const withIt = await createBooking(handle.db, {
      studio,
      settings,
      booking: { ...booking, consultation },
      requireConsultation: true,
      flowVariant: 'consultation_first',
      now,
    });
    expect(withIt).toMatchObject({
      kind: 'created',
      booking: { consultation, flowVariant: 'consultation_first' },
    });
  });

  it('leaves the booking being moved out of the blocked ranges', async () => {
    const from = new Date('2026-04-01T00:00:00Z');
    const to = new Date('2026-04-02T00:00:00Z');
    const ranges = await blockedRanges(handle.db, studio.id, from, to);
    expect(ranges).toEqual([
      { start: new Date('2026-04-01T08:00:00Z'), end: new Date('2026-04-01T09:15:00Z') },
    ]);
    const all = await handle.db.select().from(tables.bookings);
    const moving = all.find((row) => row.startAt.getTime() === ranges[0]!.start.getTime());
    expect(await blockedRanges(handle.db, studio.id, from, to, moving!.id)).toEqual([]);
  });
});
