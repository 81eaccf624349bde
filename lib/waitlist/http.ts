// The waitlist's route (see lib/http/route.ts): who may join and on what input; the order of the
// list and its offers are in store.ts and offers.ts.
import { z } from 'zod';
import { requireProofOfWork } from '../anti-abuse';
import { dayOpening, durationChoices, durationWords } from '../booking/availability';
import { loadBookableStudio, loadBookingSettings } from '../booking/catalog';
import { PROVISIONAL_HOLD_MINUTES } from '../booking/rules';
import { fail, ok } from '../http';
import { route } from '../http/route';
import { enqueueJob } from '../jobs';
import { clockToMinutes, daysBetween, londonDateOf } from '../time';
import { joinWaitlistSchema } from '../validation/waitlist';
import { WAITLIST_OFFER_JOB } from './offers';
import { joinWaitlist, leaveWaitlist, WAITLIST_PLACES_PER_ADDRESS } from './store';

const dayWords = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** `POST /api/waitlist`: a place on a studio's day's waitlist, for a window of that day. */
export const requestWaitlistPlace = route({
  body: joinWaitlistSchema,
  rateLimit: {
    bucket: 'waitlist',
    limit: 10,
    windowMs: 15 * 60_000,
    message: 'Too many waitlist requests. Please try again later.',
  },
  async handle({ db, body, user, request, now, kickJobs }) {
    const unproven = await requireProofOfWork({ db, request, user, now });
    if (unproven) return unproven;
    const [studio, settings] = await Promise.all([
      loadBookableStudio(body.studioId),
      loadBookingSettings(),
    ]);
    if (!studio) {
      const message = 'That studio is not available for booking.';
      return fail(422, message, { fieldErrors: { studioId: [message] } });
    }
    const opening = dayOpening(settings, body.date);
    const ahead = daysBetween(londonDateOf(now), body.date);
    if (!opening.open || ahead < 0 || ahead > studio.maxAdvanceDays) {
      const message = !opening.open
        ? 'The studio is closed that day.'
        : `Choose a day from today up to ${studio.maxAdvanceDays} days ahead.`;
      return fail(422, message, { fieldErrors: { date: [message] } });
    }
    if (!durationChoices(studio).includes(body.duration)) {
      const message = 'Choose one of the session lengths this studio offers.';
      return fail(422, message, { fieldErrors: { duration: [message] } });
    }
    const fromMinute = clockToMinutes(body.from);
    const untilMinute = clockToMinutes(body.until);
    if (fromMinute < opening.opensMinute || untilMinute > opening.closesMinute) {
      const message = 'Choose a window inside the opening hours of that day.';
      return fail(422, message, { fieldErrors: { from: [message] } });
    }
    const outcome = await joinWaitlist(
      db,
      {
        studioId: studio.id,
        date: body.date,
        fromMinute,
        untilMinute,
        durationMinutes: body.duration,
        name: body.name,
        email: body.email,
        userId: user && user.email.toLowerCase() === body.email.toLowerCase() ? user.id : null,
      },
      now,
    );
    if (outcome.kind === 'too many') {
      return fail(
        429,
        `One address can wait for at most ${WAITLIST_PLACES_PER_ADDRESS} days at once. Take one of your offers or wait for one of those days to pass.`,
      );
    }
    // Time that already fits (it freed since the page was loaded) is offered straight away.
    if (outcome.kind === 'joined') {
      await enqueueJob(db, WAITLIST_OFFER_JOB, { studioId: studio.id, date: body.date });
      kickJobs();
    }
    const day = dayWords.format(new Date(`${body.date}T12:00:00Z`));
    return ok(
      {
        message:
          outcome.kind === 'joined'
            ? `You're on the waitlist for ${studio.title} on ${day} (number ${outcome.position} in line). If ${durationWords(body.duration)} between ${body.from} and ${body.until} frees up, we'll e-mail ${body.email} an offer, held for you for ${durationWords(PROVISIONAL_HOLD_MINUTES)}.`
            : `${body.email} is already on the waitlist for ${studio.title} on ${day} (number ${outcome.position} in line).`,
        position: outcome.position,
      },
      outcome.kind === 'joined' ? 201 : 200,
    );
  },
});

const NO_SUCH_PLACE = 'There is no such place on a waitlist.';

/**
 * `DELETE /api/waitlist/{id}`: a customer leaves a waitlist they joined signed in; staff take anyone
 * off. A place already offered is a booking by then, cancelled as one.
 */
export const leaveWaitlistPlace = route({
  access: 'signed-in',
  params: z.object({ id: z.uuid() }),
  notFound: NO_SUCH_PLACE,
  async handle({ db, params, user, audit }) {
    const outcome = await leaveWaitlist(db, params.id, {
      userId: user.id,
      admin: user.role === 'admin',
    });
    if (outcome.kind === 'not found') return fail(404, NO_SUCH_PLACE);
    if (outcome.kind === 'offered') {
      return fail(
        409,
        'That place has been offered a time already: cancel the offered booking instead.',
      );
    }
    const { entry } = outcome;
    audit({
      action: 'waitlist.remove',
      target: { type: 'waitlist_entries', id: entry.id, label: `${entry.email}, ${entry.date}` },
    });
    return ok({ removed: true });
  },
});
