// The A/B tests' routes (see lib/http/route.ts): browsers report assignments and journey steps;
// admins change a test's live state and read a visitor's journey.
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { fail, ok, raw } from '../http';
import { route } from '../http/route';
import { experiments } from './definitions';
import { BROWSER_ASSIGNED_EXPERIMENTS } from './inline-scripts';
import { analyticsVisitorOf, JOURNEY_BUDGET, withinDailyBudget } from './daily-bounds';
import {
  JOURNEY_ENTRY_MAX_BYTES,
  journeyEntrySchema,
  storedJourney,
  storeJourneyEntry,
} from './journey-store';
import {
  changeExperiment,
  experimentChangeSchema,
  experimentIdSchema,
  loadExperimentStates,
} from './state';
import { countAssignment } from './stats';
import { visitorIdSchema } from './visitor';
import { purgeDocuments } from '@/server/contract.mjs';

const assignmentReportSchema = z
  .object({ experiment: z.enum(BROWSER_ASSIGNED_EXPERIMENTS), variant: z.string().max(40) })
  .refine(
    ({ experiment, variant }) =>
      experiments[experiment].variants.some((candidate) => candidate.name === variant),
    { message: 'Unknown variant for this test.', path: ['variant'] },
  );

/**
 * `POST /api/experiments/assignments`: a browser reports the variant it just assigned itself (tests on
 * static pages), so the admin's visitor counts include it. Counts only; nothing about the visitor.
 */
export const reportAssignment = route({
  body: { json: assignmentReportSchema, maxBytes: 512 },
  rateLimit: { bucket: 'experiment-assignment', limit: 20, windowMs: 10 * 60_000 },
  async handle({ db, body }) {
    await countAssignment(db, body.experiment, body.variant);
    return raw(null, 204);
  },
});

/**
 * `POST /api/journey`: one entry of a consenting visitor's journey. The visitor is the `ab_visitor`
 * cookie (400 without one), never a name the body gives. Without analytics consent, or beyond the
 * day's budgets (./daily-bounds), nothing is stored and the answer is the same 204.
 */
export const recordJourneyStep = route({
  body: { json: journeyEntrySchema, maxBytes: JOURNEY_ENTRY_MAX_BYTES },
  rateLimit: { bucket: 'journey', limit: 300, windowMs: 60_000 },
  async handle({ db, body, request, now }) {
    const visitor = analyticsVisitorOf(request);
    if (!visitor.consent) return raw(null, 204);
    if (!visitor.visitorId) return fail(400, 'No visitor id.');
    if (await withinDailyBudget(db, 'journey', visitor.visitorId, JOURNEY_BUDGET, now)) {
      await storeJourneyEntry(db, visitor.visitorId, body);
    }
    return raw(null, 204);
  },
});

/** `POST /api/admin/experiments/{id}`: pause, resume, new weights or roll out a winner (admins). */
export const updateExperiment = route({
  access: 'admin',
  params: z.object({ id: experimentIdSchema }),
  notFound: 'No such A/B test.',
  body: experimentChangeSchema,
  async handle({ db, params, body, audit }) {
    const before = (await loadExperimentStates(db, true))[params.id];
    const outcome = await changeExperiment(db, params.id, body);
    if (!outcome.ok) {
      return fail(422, outcome.message, { fieldErrors: { [outcome.field]: [outcome.message] } });
    }
    audit({
      action: `experiments.${body.action}`,
      target: { type: 'experiments', id: params.id, label: experiments[params.id].name },
      before,
      after: outcome.state,
    });
    // Every page carries the browser-assigned tests' state in its head script (the root layout).
    revalidatePath('/', 'layout');
    purgeDocuments();
    return ok({ experiment: outcome.state });
  },
});

/** `GET /api/admin/journey?visitor=…`: the journey a consenting visitor's browser sent (admins). */
export const readJourney = route({
  access: 'admin',
  query: z.object({ visitor: visitorIdSchema }),
  async handle({ db, query }) {
    return ok({ entries: await storedJourney(db, query.visitor) });
  },
});
