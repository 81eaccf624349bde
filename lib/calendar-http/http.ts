// The calendar routes (see lib/http/route.ts): the public feed staff calendars subscribe to, and the
// admins' controls of each studio's feed URL and imported calendar. Above lib/booking and
// lib/calendar, which lib/booking reads busy times from.
import { z } from 'zod';
import { loadBookableStudio, loadBookableStudios, type BookableStudio } from '../booking/catalog';
import { refreshCalendarImport, setCalendarImport, stopCalendarImport } from '../calendar/import';
import { CALENDAR_REFRESH_INTERVAL_MS, scheduleCalendarRefresh } from '../calendar/schedule';
import { fail, ok, raw, type Answer } from '../http';
import { route, type RouteContext } from '../http/route';
import { calendarImportSchema } from '../validation/calendar';
import {
  FEED_TOKEN_PATTERN,
  issueCalendarFeed,
  revokeCalendarFeed,
  studioFeed,
  studioOfFeedToken,
} from './feed';
import { issueStaffFeed, staffFeed, staffOfFeedToken } from './staff-feed';

const noStore = { 'Cache-Control': 'no-store' };
const FEED_NOT_FOUND = 'There is no calendar at this address. Ask the studio for the current one.';

// `/api/calendar/{token}.ics`; the extension is optional.
const feedParams = z.object({
  token: z
    .string()
    .max(100)
    .transform((token) => token.replace(/\.ics$/i, ''))
    .pipe(z.string().regex(FEED_TOKEN_PATTERN)),
});

/** `GET /api/calendar/{token}.ics`: the studio's bookings as a calendar, for whoever has the URL. */
export const readCalendarFeed = route({
  params: feedParams,
  notFound: FEED_NOT_FOUND,
  async handle({ db, params, now }) {
    const studioId = await studioOfFeedToken(db, params.token);
    if (!studioId) return fail(404, FEED_NOT_FOUND);
    // A studio taken off the booking page keeps its feed: its booked sessions still happen.
    const studio = (await loadBookableStudios()).find(({ id }) => id === studioId);
    const feed = await studioFeed(db, { id: studioId, title: studio?.title ?? studioId }, now);
    return raw(feed, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      // The URL is the credential: no shared cache may keep the answer.
      'Cache-Control': 'private, max-age=300',
    });
  },
});

/** `GET /api/calendar/staff/{token}.ics`: one person's own sessions, for whoever has the URL. */
export const readStaffCalendarFeed = route({
  params: feedParams,
  notFound: FEED_NOT_FOUND,
  async handle({ db, params, now }) {
    const person = await staffOfFeedToken(db, params.token);
    if (!person) return fail(404, FEED_NOT_FOUND);
    return raw(await staffFeed(db, person, now), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, max-age=300',
    });
  },
});

/** `POST /api/admin/staff/{id}/feed`: a new URL of the person's own feed, shown once. */
export const issuePersonFeed = route({
  access: 'admin',
  params: z.object({ id: z.uuid() }),
  notFound: 'There is nobody on the rota with this id.',
  audit: { action: 'staff.feed-issue' },
  async handle({ db, params, audit }) {
    const url = await issueStaffFeed(db, params.id);
    if (!url) return fail(404, 'There is nobody on the rota with this id.');
    audit({ target: { type: 'staff_members', id: params.id } });
    return ok({ url }, 200, noStore);
  },
});

const studioParams = z.object({ studioId: z.string().min(1).max(128) });

type StudioContext = RouteContext<'admin', undefined, undefined, typeof studioParams>;

/** Runs an admin's change on a bookable studio (404 for any other id), audited against it. */
async function onStudio(
  context: Pick<StudioContext, 'params' | 'audit'>,
  change: (studio: BookableStudio) => Promise<Answer>,
): Promise<Answer> {
  const studio = await loadBookableStudio(context.params.studioId);
  if (!studio) return fail(404, 'There is no bookable studio with this id.');
  context.audit({ target: { type: 'studios', id: studio.id, label: studio.title } });
  const answer = await change(studio);
  return answer.ok ? { ...answer, headers: noStore } : answer;
}

/** `POST /api/admin/calendars/{studioId}/feed`: a new feed URL, shown once; the old one stops working. */
export const issueStudioFeed = route({
  access: 'admin',
  params: studioParams,
  audit: { action: 'calendars.feed-issue' },
  handle: (context) =>
    onStudio(context, async (studio) =>
      ok({ url: await issueCalendarFeed(context.db, studio.id, context.now) }),
    ),
});

/** `DELETE /api/admin/calendars/{studioId}/feed`: the feed URL stops working. */
export const revokeStudioFeed = route({
  access: 'admin',
  params: studioParams,
  audit: { action: 'calendars.feed-revoke' },
  handle: (context) =>
    onStudio(context, async (studio) =>
      ok({ revoked: await revokeCalendarFeed(context.db, studio.id) }),
    ),
});

/** `PUT /api/admin/calendars/{studioId}/import` `{ secretUrl }`: imports busy times from it, now and every 15 minutes. */
export const setStudioImport = route({
  access: 'admin',
  params: studioParams,
  body: calendarImportSchema,
  audit: { action: 'calendars.import-set' },
  handle: (context) =>
    onStudio(context, async (studio) => {
      const state = await setCalendarImport(context.db, studio.id, context.body.secretUrl, {
        now: context.now,
      });
      if (!state) return fail(409, 'The import was stopped meanwhile. Set it again.');
      // The host tells which calendar it was; the URL itself is usually a secret.
      context.audit({ after: { host: state.host } });
      return ok({ import: state });
    }),
});

/** `DELETE /api/admin/calendars/{studioId}/import`: its busy times no longer count. */
export const stopStudioImport = route({
  access: 'admin',
  params: studioParams,
  audit: { action: 'calendars.import-stop' },
  handle: (context) =>
    onStudio(context, async (studio) =>
      ok({ stopped: await stopCalendarImport(context.db, studio.id) }),
    ),
});

/** `POST /api/admin/calendars/{studioId}/import/refresh`: fetches the imported calendar now. */
export const refreshStudioImport = route({
  access: 'admin',
  params: studioParams,
  audit: { action: 'calendars.import-refresh' },
  handle: (context) =>
    onStudio(context, async (studio) => {
      const { db, now } = context;
      const state = await refreshCalendarImport(db, studio.id, { now });
      if (!state) return fail(404, 'This studio imports no calendar.');
      // Also restarts the refreshes if they had stopped (a job that failed for good).
      await scheduleCalendarRefresh(
        db,
        studio.id,
        new Date(now.getTime() + CALENDAR_REFRESH_INTERVAL_MS),
      );
      return ok({ import: state });
    }),
});
