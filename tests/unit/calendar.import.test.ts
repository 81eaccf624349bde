// A studio's imported calendar (issue #38 item 7): the busy times of an external ICS, read with its
// time zones, all-day events and recurrences; a fetch that fails keeps the last good copy and says
// why; the server never fetches from a private address unless the tests allow it; the refresh job
// keeps one run per studio. The calendars are served by a local HTTP server.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUSY_HORIZON_DAYS, busyRangesOf, MAX_BUSY_RANGES } from '@/lib/calendar/busy-ranges';
import { icsFetchLimits, ICS_MAX_BYTES } from '@/lib/calendar/fetch-ics';
import {
  CALENDAR_REFRESH_JOB,
  importedBusyRanges,
  listCalendarImports,
  refreshCalendarImport,
  setCalendarImport,
  stopCalendarImport,
} from '@/lib/calendar/import';
import { isPublicAddress } from '@/lib/calendar/public-address';
import { CALENDAR_REFRESH_INTERVAL_MS } from '@/lib/calendar/schedule';
import { refreshStudioImport, setStudioImport, stopStudioImport } from '@/lib/calendar-http/http';
import { tables, type Database } from '@/lib/db';
import { runDueJobs } from '@/lib/jobs';
import { jobHandlers } from '@/lib/worker';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { adminCookie } from '../fixtures/admins';
import { browserRequest, callRoute } from '../fixtures/routes';
import { testStudio } from '../fixtures/studios';

const studios = vi.hoisted(() => [
  { id: 'studio-import-route', title: 'Studio Route' },
  { id: 'studio-unused', title: 'Studio Unused' },
]);
vi.mock('@/lib/booking/catalog', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/booking/catalog')>()),
  loadBookableStudio: async (id: string) => studios.find((studio) => studio.id === id) ?? null,
}));

const engines = await enginesUnderTest();

// Monday 8 June 2026, 09:00 in London (BST).
const NOW = new Date('2026-06-08T08:00:00Z');
const DAY_MS = 86_400_000;
const later = (ms: number) => new Date(NOW.getTime() + ms);

const LONDON_ZONE = `BEGIN:VTIMEZONE
TZID:Europe/London
BEGIN:DAYLIGHT
TZOFFSETFROM:+0000
TZOFFSETTO:+0100
TZNAME:BST
DTSTART:19700329T010000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0100
TZOFFSETTO:+0000
TZNAME:GMT
DTSTART:19701025T020000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`;

const event = (lines: string) => `BEGIN:VEVENT\nDTSTAMP:20260601T000000Z\n${lines}\nEND:VEVENT`;
const calendar = (...parts: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Owner calendar//EN',
    ...parts,
    'END:VCALENDAR',
  ]
    .join('\n')
    .replaceAll('\n', '\r\n');

// The owner's calendar: one of each kind of event a real one holds.
const OWNER_CALENDAR = calendar(
  LONDON_ZONE,
  event(`UID:london@test
DTSTART;TZID=Europe/London:20260610T100000
DTEND;TZID=Europe/London:20260610T120000
SUMMARY:Dentist`),
  event(`UID:utc@test
DTSTART:20260611T140000Z
DURATION:PT90M
SUMMARY:Call`),
  event(`UID:all-day@test
DTSTART;VALUE=DATE:20260612
DTEND;VALUE=DATE:20260613
SUMMARY:Studio closed`),
  // Weekly on Mondays 18:00-19:00 London: 1 June is past, 15 June excluded, 22 June moved to 20:00.
  event(`UID:weekly@test
DTSTART;TZID=Europe/London:20260601T180000
DTEND;TZID=Europe/London:20260601T190000
RRULE:FREQ=WEEKLY;COUNT=4
EXDATE;TZID=Europe/London:20260615T180000
SUMMARY:Band practice`),
  event(`UID:weekly@test
RECURRENCE-ID;TZID=Europe/London:20260622T180000
DTSTART;TZID=Europe/London:20260622T200000
DTEND;TZID=Europe/London:20260622T210000
SUMMARY:Band practice (late)`),
  event(`UID:free@test
DTSTART:20260613T100000Z
DTEND:20260613T110000Z
TRANSP:TRANSPARENT
SUMMARY:Reminder, shown as free`),
  event(`UID:cancelled@test
DTSTART:20260614T100000Z
DTEND:20260614T110000Z
STATUS:CANCELLED
SUMMARY:Called off`),
  event(`UID:past@test
DTSTART:20260501T100000Z
DTEND:20260501T110000Z`),
  event(`UID:far@test
DTSTART:20270601T100000Z
DTEND:20270601T110000Z`),
);

const OWNER_BUSY = [
  { start: '2026-06-08T17:00:00.000Z', end: '2026-06-08T18:00:00.000Z' },
  { start: '2026-06-10T09:00:00.000Z', end: '2026-06-10T11:00:00.000Z' },
  { start: '2026-06-11T14:00:00.000Z', end: '2026-06-11T15:30:00.000Z' },
  // The whole London day, in BST.
  { start: '2026-06-11T23:00:00.000Z', end: '2026-06-12T23:00:00.000Z' },
  { start: '2026-06-22T19:00:00.000Z', end: '2026-06-22T20:00:00.000Z' },
];

// What the local calendar server answers, by path; a test changes an answer to break a calendar.
type Answer = (response: ServerResponse) => void;
const calendarAnswer =
  (body: string, type = 'text/calendar; charset=utf-8'): Answer =>
  (response) =>
    response.writeHead(200, { 'content-type': type }).end(body);
const answers = new Map<string, Answer>();
const server = createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (answer) answer(response);
  else response.writeHead(404).end();
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubEnv('CALENDAR_IMPORT_ALLOW_PRIVATE', '1');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('reading busy times from iCalendar text', () => {
  it('keeps busy events within 180 days: time zones, UTC, all-day, recurrences and their changes', () => {
    expect(busyRangesOf(OWNER_CALENDAR, NOW)).toEqual(OWNER_BUSY);
  });

  it('expands an endless weekly series only up to the horizon, across the clock change', () => {
    const weekly = calendar(
      LONDON_ZONE,
      event(`UID:mondays@test
DTSTART;TZID=Europe/London:20260105T090000
DTEND;TZID=Europe/London:20260105T100000
RRULE:FREQ=WEEKLY`),
    );
    const busy = busyRangesOf(weekly, NOW);
    // Mondays from 8 June (under way at 09:00 BST) to 30 November; 7 December is past the horizon.
    expect(busy).toHaveLength(26);
    expect(busy[0]).toEqual({ start: '2026-06-08T08:00:00.000Z', end: '2026-06-08T09:00:00.000Z' });
    expect(busy.at(-1)).toEqual({
      start: '2026-11-30T09:00:00.000Z',
      end: '2026-11-30T10:00:00.000Z',
    });
    expect(new Date(busy.at(-1)!.end) < later(BUSY_HORIZON_DAYS * DAY_MS)).toBe(true);
  });

  it('skips years of past occurrences without losing exclusions, changes or the weekdays', () => {
    const text = calendar(
      LONDON_ZONE,
      // Every day at 07:00 London since 2016; 9 June excluded, 10 June moved to 12:00.
      event(`UID:daily@test
DTSTART;TZID=Europe/London:20160104T070000
DTEND;TZID=Europe/London:20160104T073000
RRULE:FREQ=DAILY
EXDATE;TZID=Europe/London:20260609T070000`),
      event(`UID:daily@test
RECURRENCE-ID;TZID=Europe/London:20260610T070000
DTSTART;TZID=Europe/London:20260610T120000
DTEND;TZID=Europe/London:20260610T123000`),
      // Mondays, Wednesdays and Fridays, 17:00 UTC, every other week since Monday 1 January 2018.
      event(`UID:fortnightly@test
DTSTART:20180101T170000Z
DTEND:20180101T180000Z
RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR`),
    );
    const busy = busyRangesOf(text, NOW).filter((range) => range.start < '2026-06-16');
    expect(busy).toEqual(
      [
        // 8 June 07:00 BST has passed (NOW is 09:00).
        { start: '2026-06-10T11:00:00.000Z', end: '2026-06-10T11:30:00.000Z' },
        { start: '2026-06-11T06:00:00.000Z', end: '2026-06-11T06:30:00.000Z' },
        { start: '2026-06-12T06:00:00.000Z', end: '2026-06-12T06:30:00.000Z' },
        { start: '2026-06-13T06:00:00.000Z', end: '2026-06-13T06:30:00.000Z' },
        { start: '2026-06-14T06:00:00.000Z', end: '2026-06-14T06:30:00.000Z' },
        // The fortnight of 1 January 2018 comes round again on 8 June 2026 (440 weeks later).
        { start: '2026-06-08T17:00:00.000Z', end: '2026-06-08T18:00:00.000Z' },
        { start: '2026-06-10T17:00:00.000Z', end: '2026-06-10T18:00:00.000Z' },
        { start: '2026-06-12T17:00:00.000Z', end: '2026-06-12T18:00:00.000Z' },
        { start: '2026-06-15T06:00:00.000Z', end: '2026-06-15T06:30:00.000Z' },
      ].sort((a, b) => a.start.localeCompare(b.start)),
    );
  });

  it('stops reading a rule that never matches (ical.js would loop for ever), in its time limit', () => {
    const never = calendar(
      event(`UID:never@test
DTSTART:20260101T090000Z
DTEND:20260101T100000Z
RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30`),
    );
    const started = performance.now();
    expect(() => busyRangesOf(never, NOW, 300)).toThrow('takes too long to read');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reads a floating time, or a TZID the file does not define, as London time', () => {
    const text = calendar(
      event(`UID:floating@test
DTSTART:20260701T090000
DTEND:20260701T100000`),
      event(`UID:undefined-zone@test
DTSTART;TZID=Europe/London:20260702T090000
DTEND;TZID=Europe/London:20260702T100000`),
    );
    expect(busyRangesOf(text, NOW)).toEqual([
      { start: '2026-07-01T08:00:00.000Z', end: '2026-07-01T09:00:00.000Z' },
      { start: '2026-07-02T08:00:00.000Z', end: '2026-07-02T09:00:00.000Z' },
    ]);
  });

  it('keeps at most MAX_BUSY_RANGES, the earliest, of an every-hour series', () => {
    const hourly = calendar(
      event(`UID:hourly@test
DTSTART:20260608T080000Z
DTEND:20260608T083000Z
RRULE:FREQ=HOURLY`),
    );
    const busy = busyRangesOf(hourly, NOW);
    expect(busy).toHaveLength(MAX_BUSY_RANGES);
    expect(busy[0]!.start).toBe('2026-06-08T08:00:00.000Z');
  });

  it('refuses what is not a calendar', () => {
    for (const text of [
      '<html>Sign in</html>',
      '',
      'BEGIN:VCARD\r\nEND:VCARD',
      'BEGIN:VCALENDAR',
    ]) {
      expect(() => busyRangesOf(text, NOW), JSON.stringify(text)).toThrow(
        'did not return a calendar',
      );
    }
  });
});

describe('which addresses an import may reach', () => {
  it('takes public unicast addresses only', () => {
    for (const address of ['8.8.8.8', '151.101.1.140', '2001:4860:4860::8888', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    const internal = [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '64:ff9b::a00:1',
      'localhost',
    ];
    for (const address of internal) expect(isPublicAddress(address), address).toBe(false);
  });
});

describeOnEachEngine(engines, 'calendar imports on $engine', 'calendar imports', (handle) => {
  let studioCount = 0;
  /** A studio of its own, importing from a path of its own on the local server. */
  function newStudio(answer: Answer = calendarAnswer(OWNER_CALENDAR)) {
    studioCount += 1;
    const id = `studio-import-${studioCount}`;
    const path = `/${id}.ics`;
    answers.set(path, answer);
    return { id, url: `${origin}${path}`, answer: (next: Answer) => answers.set(path, next) };
  }
  const importRow = async (db: Database, studioId: string) =>
    (
      await db
        .select()
        .from(tables.studioCalendarImports)
        .where(eq(tables.studioCalendarImports.studioId, studioId))
    )[0];
  const refreshJobs = (db: Database, studioId: string) =>
    db
      .select()
      .from(tables.outboxJobs)
      .where(
        and(
          eq(tables.outboxJobs.kind, CALENDAR_REFRESH_JOB),
          sql`${tables.outboxJobs.payload}->>'studioId' = ${studioId}`,
        ),
      );

  it('imports the busy times and answers those overlapping a window', async () => {
    const db = handle.db;
    const studio = newStudio();
    const state = await setCalendarImport(db, studio.id, studio.url, { now: NOW });
    expect(state).toEqual({
      studioId: studio.id,
      host: new URL(origin).host,
      fetchedAt: NOW,
      busyCount: OWNER_BUSY.length,
      lastError: null,
      lastErrorAt: null,
    });
    // Wednesday 10 June in London: the dentist only; the ranges are Dates.
    const wednesday = await importedBusyRanges(
      db,
      studio.id,
      new Date('2026-06-09T23:00:00Z'),
      new Date('2026-06-10T23:00:00Z'),
    );
    expect(wednesday).toEqual([
      { start: new Date('2026-06-10T09:00:00Z'), end: new Date('2026-06-10T11:00:00Z') },
    ]);
    // A window that only touches a range's end does not overlap it; one inside a range does.
    expect(
      await importedBusyRanges(
        db,
        studio.id,
        new Date('2026-06-10T11:00:00Z'),
        new Date('2026-06-11T15:00:00Z'),
      ),
    ).toEqual([{ start: new Date('2026-06-11T14:00:00Z'), end: new Date('2026-06-11T15:30:00Z') }]);
    expect(
      await importedBusyRanges(
        db,
        studio.id,
        new Date('2026-06-12T10:00:00Z'),
        new Date('2026-06-12T11:00:00Z'),
      ),
    ).toEqual([{ start: new Date('2026-06-11T23:00:00Z'), end: new Date('2026-06-12T23:00:00Z') }]);
    expect(await importedBusyRanges(db, 'studio-without-import', NOW, later(DAY_MS))).toEqual([]);
  });

  it('keeps the last good copy when a fetch fails, says why, and clears it on success', async () => {
    const db = handle.db;
    const studio = newStudio();
    await setCalendarImport(db, studio.id, studio.url, { now: NOW });
    const good = (await importRow(db, studio.id))!.busy;
    expect(good).toHaveLength(OWNER_BUSY.length);

    const failures: [string, Answer, RegExp, Partial<ReturnType<typeof icsFetchLimits>>?][] = [
      ['a server error', (response) => response.writeHead(500).end('oops'), /answered 500/],
      [
        'a timeout',
        () => {
          /* never answers */
        },
        /did not answer within 0.3 seconds/,
        { timeoutMs: 300 },
      ],
      [
        'garbage',
        calendarAnswer('BEGIN:VCALENDAR\r\nthis is not ical'),
        /did not return a calendar/,
      ],
      ['a web page', calendarAnswer('<html></html>', 'text/html'), /text\/html, not a calendar/],
      [
        'a calendar too big, sent without its length',
        (response) => {
          response.writeHead(200, { 'content-type': 'text/calendar' });
          const chunk = 'X'.repeat(64 * 1024);
          for (let sent = 0; sent <= ICS_MAX_BYTES; sent += chunk.length) response.write(chunk);
          response.end();
        },
        /larger than 2 MB/,
      ],
      [
        'a calendar too big, by its length',
        (response) =>
          response
            .writeHead(200, {
              'content-type': 'text/calendar',
              'content-length': String(ICS_MAX_BYTES + 1),
            })
            .end(),
        /larger than 2 MB/,
      ],
    ];
    let at = NOW;
    for (const [what, answer, message, limits] of failures) {
      at = new Date(at.getTime() + 60_000);
      studio.answer(answer);
      const state = await refreshCalendarImport(db, studio.id, {
        now: at,
        limits: { ...icsFetchLimits(), ...limits },
      });
      expect(state?.lastError, what).toMatch(message);
      expect(state?.lastError, what).not.toContain(studio.url);
      const row = (await importRow(db, studio.id))!;
      expect(row.busy, what).toEqual(good);
      expect(row.fetchedAt, what).toEqual(NOW);
      expect(row.lastErrorAt, what).toEqual(at);
    }
    expect(
      (await listCalendarImports(db)).find((state) => state.studioId === studio.id),
    ).toMatchObject({
      busyCount: OWNER_BUSY.length,
      lastError: expect.stringMatching(/larger than/),
    });

    studio.answer(
      calendarAnswer(
        calendar(event('UID:one@test\nDTSTART:20260620T100000Z\nDTEND:20260620T110000Z')),
      ),
    );
    const recovered = await refreshCalendarImport(db, studio.id, { now: later(DAY_MS) });
    expect(recovered).toMatchObject({
      busyCount: 1,
      fetchedAt: later(DAY_MS),
      lastError: null,
      lastErrorAt: null,
    });
  });

  it('refuses private and loopback addresses unless the test flag allows them', async () => {
    const db = handle.db;
    const studio = newStudio();
    vi.stubEnv('CALENDAR_IMPORT_ALLOW_PRIVATE', '');
    try {
      const port = new URL(origin).port;
      for (const url of [`http://localhost:${port}/${studio.id}.ics`, studio.url]) {
        const state = await setCalendarImport(db, studio.id, url, { now: NOW });
        expect(state, url).toMatchObject({ busyCount: 0, fetchedAt: null });
        expect(state?.lastError, url).toMatch(/private network/);
      }
    } finally {
      vi.stubEnv('CALENDAR_IMPORT_ALLOW_PRIVATE', '1');
    }
    expect(await refreshCalendarImport(db, studio.id, { now: NOW })).toMatchObject({
      busyCount: OWNER_BUSY.length,
      lastError: null,
    });
  });

  it('starts afresh with a new URL, and stops counting busy times once stopped', async () => {
    const db = handle.db;
    const studio = newStudio();
    const other = newStudio((response) => response.writeHead(503).end());
    await setCalendarImport(db, studio.id, studio.url, { now: NOW });
    // The same URL again keeps what was fetched; another calendar's times are not this one's.
    const again = await setCalendarImport(db, studio.id, studio.url, { now: later(1000) });
    expect(again).toMatchObject({ busyCount: OWNER_BUSY.length, fetchedAt: later(1000) });
    const replaced = await setCalendarImport(db, studio.id, other.url, { now: later(2000) });
    expect(replaced).toMatchObject({ busyCount: 0, fetchedAt: null });
    expect(replaced?.lastError).toMatch(/answered 503/);

    expect(await stopCalendarImport(db, studio.id)).toBe(true);
    expect(await stopCalendarImport(db, studio.id)).toBe(false);
    expect(await refreshCalendarImport(db, studio.id, { now: NOW })).toBeNull();
    expect(await importedBusyRanges(db, studio.id, NOW, later(DAY_MS))).toEqual([]);
  });

  it('refreshes every 15 minutes with one job per studio, until the import stops', async () => {
    const db = handle.db;
    const studio = newStudio();
    await setCalendarImport(db, studio.id, studio.url, { now: NOW });
    await setCalendarImport(db, studio.id, studio.url, { now: later(1000) });
    const [job, ...more] = await refreshJobs(db, studio.id);
    expect(more).toEqual([]);
    expect(job).toMatchObject({ status: 'pending', runAfter: later(CALENDAR_REFRESH_INTERVAL_MS) });

    // The owner adds an event; the next run picks it up and books the one after.
    studio.answer(
      calendarAnswer(
        OWNER_CALENDAR.replace(
          'END:VCALENDAR',
          event('UID:new@test\nDTSTART:20260620T100000Z\nDTEND:20260620T110000Z') +
            '\r\nEND:VCALENDAR',
        ),
      ),
    );
    const firstRun = later(CALENDAR_REFRESH_INTERVAL_MS);
    await runDueJobs(db, jobHandlers, { now: firstRun, ids: [job!.id] });
    expect(
      (await listCalendarImports(db)).find((state) => state.studioId === studio.id),
    ).toMatchObject({
      busyCount: OWNER_BUSY.length + 1,
      fetchedAt: firstRun,
    });
    const pending = (await refreshJobs(db, studio.id)).filter((row) => row.status === 'pending');
    expect(pending.map((row) => row.runAfter)).toEqual([later(2 * CALENDAR_REFRESH_INTERVAL_MS)]);

    // A failing fetch is the import's error, not the job's: the job is done and books the next.
    studio.answer((response) => response.writeHead(500).end());
    await runDueJobs(db, jobHandlers, {
      now: later(2 * CALENDAR_REFRESH_INTERVAL_MS),
      ids: [pending[0]!.id],
    });
    const afterFailure = await refreshJobs(db, studio.id);
    expect(afterFailure.find((row) => row.id === pending[0]!.id)).toMatchObject({ status: 'done' });
    const next = afterFailure.filter((row) => row.status === 'pending');
    expect(next).toHaveLength(1);

    await stopCalendarImport(db, studio.id);
    await runDueJobs(db, jobHandlers, {
      now: later(3 * CALENDAR_REFRESH_INTERVAL_MS),
      ids: [next[0]!.id],
    });
    expect((await refreshJobs(db, studio.id)).filter((row) => row.status === 'pending')).toEqual(
      [],
    );
  });

  // The second job's id below and above the first's: whichever runs first, and whatever id the
  // successor gets, exactly one is left.
  for (const secondId of [
    '00000000-0000-4000-8000-000000000000',
    'ffffffff-ffff-4fff-bfff-ffffffffffff',
  ]) {
    it(`leaves exactly one successor when two refresh jobs of a studio ran (second ${secondId.slice(0, 8)})`, async () => {
      const db = handle.db;
      const studio = newStudio();
      await setCalendarImport(db, studio.id, studio.url, { now: NOW });
      const [first] = await refreshJobs(db, studio.id);
      // A second job, as two requests at once could queue.
      await db.insert(tables.outboxJobs).values({
        id: secondId,
        kind: CALENDAR_REFRESH_JOB,
        payload: { studioId: studio.id },
        runAfter: first!.runAfter,
      });
      const both = (await refreshJobs(db, studio.id)).map((row) => row.id);
      let due = both;
      for (let run = 1; run <= 3; run += 1) {
        await runDueJobs(db, jobHandlers, {
          now: later(run * CALENDAR_REFRESH_INTERVAL_MS),
          ids: due,
        });
        const pending = (await refreshJobs(db, studio.id)).filter(
          (row) => row.status === 'pending',
        );
        expect(pending, `after run ${run}`).toHaveLength(1);
        expect(both).not.toContain(pending[0]!.id);
        due = [pending[0]!.id];
      }
    });
  }

  describe('the admin routes', () => {
    let cookie = '';
    beforeAll(async () => {
      cookie = await adminCookie(handle.db, 'calendar-admin@studio.example');
    });
    const path = (studioId: string, rest = '') => `/api/admin/calendars/${studioId}/import${rest}`;

    it('sets, refreshes and stops an import, with the secret URL kept out of the audit log', async () => {
      const db = handle.db;
      const [studio] = studios;
      const url = `${origin}/${studio!.id}.ics?token=owner-secret`;
      answers.set(`/${studio!.id}.ics?token=owner-secret`, calendarAnswer(OWNER_CALENDAR));
      const params = { studioId: studio!.id };

      const set = await callRoute(
        setStudioImport,
        db,
        browserRequest('PUT', path(studio!.id), cookie, { secretUrl: url }),
        { params, now: NOW },
      );
      expect(set.status).toBe(200);
      expect(set.headers.get('cache-control')).toBe('no-store');
      const body = (await set.json()) as { import: Record<string, unknown> };
      expect(body.import).toMatchObject({ busyCount: OWNER_BUSY.length, lastError: null });
      expect(JSON.stringify(body)).not.toContain('owner-secret');
      expect(await refreshJobs(db, studio!.id)).toHaveLength(1);

      const refreshed = await callRoute(
        refreshStudioImport,
        db,
        browserRequest('POST', path(studio!.id, '/refresh'), cookie, {}),
        { params, now: later(60_000) },
      );
      expect(refreshed.status).toBe(200);
      expect(await refreshed.json()).toMatchObject({
        import: { fetchedAt: later(60_000).toISOString() },
      });

      const stopped = await callRoute(
        stopStudioImport,
        db,
        browserRequest('DELETE', path(studio!.id), cookie),
        { params },
      );
      expect(await stopped.json()).toEqual({ stopped: true });
      const notImporting = await callRoute(
        refreshStudioImport,
        db,
        browserRequest('POST', path(studio!.id, '/refresh'), cookie, {}),
        { params },
      );
      expect(notImporting.status).toBe(404);

      const entries = await db
        .select()
        .from(tables.adminAuditLog)
        .where(eq(tables.adminAuditLog.targetId, studio!.id));
      expect(entries.map((entry) => entry.action).sort()).toEqual([
        'calendars.import-refresh',
        'calendars.import-set',
        'calendars.import-stop',
      ]);
      expect(JSON.stringify(entries)).not.toContain('owner-secret');
      const setEntry = entries.find((entry) => entry.action === 'calendars.import-set')!;
      expect(setEntry.summary).toMatchObject({
        input: { secretUrl: '[redacted]' },
        after: { host: new URL(origin).host },
      });
    });

    it('refuses a URL that is not http(s) or too long, and a studio that is not bookable', async () => {
      const db = handle.db;
      const params = { studioId: 'studio-unused' };
      for (const secretUrl of [
        'ftp://example.com/a.ics',
        'not a url',
        `https://example.com/${'a'.repeat(2048)}`,
      ]) {
        const answer = await callRoute(
          setStudioImport,
          db,
          browserRequest('PUT', path('studio-unused'), cookie, { secretUrl }),
          { params },
        );
        expect(answer.status, secretUrl.slice(0, 30)).toBe(400);
        expect(((await answer.json()) as { fieldErrors: object }).fieldErrors).toHaveProperty(
          'secretUrl',
        );
      }
      const unknown = await callRoute(
        setStudioImport,
        db,
        browserRequest('PUT', path(testStudio().id), cookie, {
          secretUrl: 'https://example.com/a.ics',
        }),
        { params: { studioId: testStudio().id } },
      );
      expect(unknown.status).toBe(404);
      expect(await importRow(db, testStudio().id)).toBeUndefined();
    });
  });
});
