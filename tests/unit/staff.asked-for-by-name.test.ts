// "With Theo": the availability a customer sees when they ask for an engineer by name, and when
// they move a session they asked for someone on; her confirmation names him. Real database, the booking service itself; the
// catalog is the routes' test studios with one add-on that needs a sound engineer.
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { createBooking } from '@/lib/booking';
import type { AddOnOffer } from '@/lib/booking/pricing';
import { tables } from '@/lib/db';
import { availableStartTimes } from '@/lib/booking/service';
import { addTimeOff, createStaff, type StaffInput } from '@/lib/staff/store';
import { londonWallTimeToInstant, WEEKDAYS } from '@/lib/time';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { standardSettings, testStudio, weekdayAhead } from '../fixtures/studios';

const engineer: AddOnOffer = {
  id: 'engineer',
  name: 'Sound engineer',
  description: '',
  pricePence: 6000,
  unit: 'session',
  minutesBefore: 0,
  minutesAfter: 0,
  required: false,
  skill: 'sound',
  studioIds: ['studio-one', 'studio-two'],
};

vi.mock('@/lib/booking/catalog', async (importOriginal) => {
  const catalog = await (await import('../fixtures/catalog')).withTestStudios(importOriginal, 0);
  return { ...catalog, loadAddOns: async () => [engineer] };
});

const engines = await enginesUnderTest();
const everyDay = WEEKDAYS.map((day) => ({ day, starts: '08:00', ends: '21:00' }));
const person = (name: string, customersMayChoose: boolean): StaffInput => ({
  name,
  jobTitle: 'Sound engineer',
  skills: ['sound'],
  studioIds: engineer.studioIds,
  weeklyHours: everyDay,
  active: true,
  customersMayChoose,
});
const date = weekdayAhead(10);
const at = (hour: number) => londonWallTimeToInstant(date, hour * 60);

describeOnEachEngine(engines, 'asking for an engineer on $engine', 'asked for', (handle) => {
  const startsOf = async (query: { studio: string; staff?: string; exclude?: string }) => {
    const answer = await availableStartTimes(handle.db, {
      date,
      duration: 60,
      addOns: ['engineer'],
      ...query,
    });
    if (!answer.ok) throw new Error(answer.message);
    const { starts } = answer.body as { starts: string[] };
    return starts.map((start) => start.slice(11, 16));
  };

  it("offers only the asked-for engineer's times, and keeps them on the customer's move", async () => {
    const theo = await createStaff(handle.db, person('Theo Brandt', true), new Date());
    const sam = await createStaff(handle.db, person('Sam Okafor', false), new Date());
    const booked = await createBooking(handle.db, {
      studio: testStudio('studio-one'),
      settings: standardSettings,
      offers: [engineer],
      staffChoice: theo.id,
      booking: {
        start: at(10),
        end: at(11),
        name: 'Nia Okoro',
        email: 'nia@example.com',
        addOns: ['engineer'],
      },
    });
    if (booked.kind !== 'created') throw new Error(booked.kind);
    // Her confirmation says who runs it.
    const [confirmation] = await handle.db
      .select({ text: tables.mailMessages.text })
      .from(tables.mailMessages)
      .where(eq(tables.mailMessages.kind, 'booking_confirmed'));
    expect(confirmation?.text).toContain('With: Theo Brandt, Sound engineer');

    // Studio two at 10:00: free with whoever is free (Sam), not with Theo.
    expect(await startsOf({ studio: 'studio-two' })).toContain('10:00');
    const withTheo = await startsOf({ studio: 'studio-two', staff: theo.id });
    expect(withTheo).not.toContain('10:00');
    expect(withTheo).toContain('12:00');
    // Sam may not be asked for by name.
    const refused = await availableStartTimes(handle.db, {
      studio: 'studio-two',
      date,
      duration: 60,
      addOns: ['engineer'],
      staff: sam.id,
    });
    expect(refused).toMatchObject({ ok: false, status: 422 });

    // Theo is off from 14:00 to 16:00: moving Nia's session, she is shown Theo's times only;
    // staff moving it see Sam's too.
    await addTimeOff(handle.db, theo.id, { start: at(14), end: at(16) }, new Date());
    const customerMove = await startsOf({ studio: 'studio-one', exclude: booked.booking.id });
    expect(customerMove).toContain('10:00');
    expect(customerMove).not.toContain('14:00');
    const staffMove = await availableStartTimes(
      handle.db,
      {
        studio: 'studio-one',
        date,
        duration: 60,
        addOns: ['engineer'],
        exclude: booked.booking.id,
      },
      { id: 'admin', role: 'admin' },
    );
    expect(staffMove.ok && (staffMove.body as { starts: string[] }).starts.join()).toContain(
      'T14:00',
    );
  });
});
