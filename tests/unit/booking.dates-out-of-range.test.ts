// Issue #37 row 8: a date the calendar does not hold (before 2000-01-01, after 2100-12-31) is
// refused with a 400 that names the range on every route that takes one, instead of a 500 (year
// 9999) or a silent jump of a century (years 0000-0099 read as 1900-1999). Real routes, real database.
import { beforeAll, expect, it } from 'vitest';
import { readAuditLog } from '@/lib/audit/http';
import { createUser, setUserRole } from '@/lib/auth/users';
import { parseAdminFilters } from '@/lib/booking/admin-filters';
import {
  exportBookingsCsv,
  readAvailability,
  requestBooking,
  requestReschedule,
} from '@/lib/booking/http';
import { CALENDAR_FIRST_DATE, CALENDAR_LAST_DATE } from '@/lib/time';
import { recordConsent } from '@/lib/consent/record';
import { recordJourneyStep } from '@/lib/experiments/http';
import type { Route } from '@/lib/http/route';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { callRoute, jsonPost, sessionCookieFor } from '../fixtures/routes';
import { proofHeader } from '../fixtures/proof-of-work';

const engines = await enginesUnderTest();
const RANGE = `between ${CALENDAR_FIRST_DATE} and ${CALENDAR_LAST_DATE}`;
const FAR_DATES = ['9999-12-31', '0050-06-01', '1999-12-31', '2101-01-01'];
const FAR_INSTANTS = ['9999-12-31T10:00:00Z', '0050-06-01T10:00:00Z', '1999-12-31T23:00:00Z'];

describeOnEachEngine(engines, 'dates out of range on $engine', 'calendar bounds', (handle) => {
  let admin = '';

  beforeAll(async () => {
    const user = await createUser(handle.db, {
      email: 'ada@studio.example',
      name: 'Ada Admin',
      password: 'a long studio passphrase 7',
    });
    if (user === 'email-taken') throw new Error('exists');
    await setUserRole(handle.db, user.id, 'admin');
    admin = await sessionCookieFor(handle.db, user.id);
  });

  async function expectRefused(route: Route, request: Request, params?: Record<string, string>) {
    const response = await callRoute(route, handle.db, request, { params });
    const body = await response.text();
    expect(response.status, body).toBe(400);
    expect(body).toContain(RANGE);
  }

  const get = (path: string, cookie?: string) =>
    new Request(`http://localhost:3000${path}`, {
      headers: { host: 'localhost:3000', ...(cookie ? { cookie } : {}) },
    });

  it('refuses availability, the bookings export and the audit log for such a date', async () => {
    for (const date of FAR_DATES) {
      await expectRefused(
        readAvailability,
        get(`/api/bookings/availability?studio=studio-main&date=${date}&duration=60`),
      );
      for (const query of [`date=${date}&view=day`, `from=${date}`, `from=2026-01-01&to=${date}`]) {
        await expectRefused(exportBookingsCsv, get(`/admin/bookings/export?${query}`, admin));
      }
      for (const query of [`from=${date}`, `to=${date}`]) {
        await expectRefused(readAuditLog, get(`/api/admin/audit?${query}`, admin));
      }
    }
    // A date the calendar holds is still fine.
    const inRange = await callRoute(
      exportBookingsCsv,
      handle.db,
      get('/admin/bookings/export?from=2100-12-01&to=2100-12-31', admin),
    );
    expect(inRange.status).toBe(200);
  });

  it('refuses booking and rescheduling at such a time', async () => {
    for (const start of FAR_INSTANTS) {
      const end = start.replace('10:00:00', '11:00:00');
      await expectRefused(
        requestBooking,
        jsonPost(
          '/api/bookings',
          { studioId: 'studio-main', start, end, name: 'Jo Guest', email: 'jo@example.com' },
          { 'idempotency-key': `far-${start}`, ...(await proofHeader()) },
        ),
      );
      await expectRefused(
        requestReschedule,
        jsonPost('/api/bookings/6f1c2b9e-0000-4000-8000-000000000001/reschedule', {
          start,
          end,
          token: 'a-manage-token-of-enough-length',
        }),
        { id: '6f1c2b9e-0000-4000-8000-000000000001' },
      );
    }
  });

  it('refuses consent records and journey steps stamped at such a time', async () => {
    for (const at of FAR_INSTANTS) {
      await expectRefused(
        recordConsent,
        jsonPost('/api/consent', {
          anonymousId: 'visitor-0001',
          choice: { necessary: true, functional: false, analytics: false, marketing: false },
          action: 'necessary-only',
          bannerVersion: '1',
          consentedAt: at,
        }),
      );
      await expectRefused(
        recordJourneyStep,
        jsonPost('/api/journey', { step: 'page_visit', url: '/', timestamp: at }),
      );
    }
  });

  it('shows the back office its default days for such a date, rather than failing', () => {
    const now = new Date('2026-05-04T09:00:00Z');
    for (const date of FAR_DATES) {
      const { filters, query } = parseAdminFilters({ view: 'day', date, from: date }, now);
      expect(filters.date).toBe('2026-05-04');
      expect(filters.from).toBe('2026-05-04');
      expect(Number.isFinite(query.from?.getTime())).toBe(true);
    }
  });
});
