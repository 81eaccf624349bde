// The live state of each A/B test (running, paused or rolled out; current weights), stored in the
// database so an admin's change applies at once on every instance. The definitions are the seed.
import { z } from 'zod';
import type { Database } from '../db';
import { tables } from '../db';
import type { ExperimentStatus } from '../db/schema/experiments';
import {
  experiments,
  seedState,
  seedStates,
  type ExperimentId,
  type ExperimentState,
  type ExperimentStates,
} from './definitions';

export type { ExperimentState, ExperimentStates, ExperimentStatus };

export const experimentIdSchema = z.enum(
  Object.keys(experiments) as [ExperimentId, ...ExperimentId[]],
);

// Whatever a row holds, only known variants with sane weights come out (a bad row falls back to seed).
function fromRow(
  id: ExperimentId,
  row: typeof tables.experimentStates.$inferSelect,
): ExperimentState {
  const names: string[] = experiments[id].variants.map((variant) => variant.name);
  const weights = Object.fromEntries(
    names.map((name) => [name, Math.max(0, Number(row.weights[name] ?? 0)) || 0]),
  );
  const total = Object.values(weights).reduce((sum, weight) => sum + weight, 0);
  const seed = seedState(id);
  return {
    id,
    status: row.status,
    weights: total > 0 ? weights : seed.weights,
    winner: row.winner && names.includes(row.winner) ? row.winner : null,
  };
}

const CACHE_MS = 5_000;
// Per database, so a second database in the same process (tests) never reads the first one's.
const cache = new WeakMap<Database, { states: ExperimentStates; at: number }>();

/** Every test's live state; read at most every 5 s per process (other instances catch up in 5 s). */
export async function loadExperimentStates(db: Database, fresh = false): Promise<ExperimentStates> {
  const cached = cache.get(db);
  if (!fresh && cached && Date.now() - cached.at < CACHE_MS) return cached.states;
  const rows = await db.select().from(tables.experimentStates);
  const states = seedStates();
  for (const row of rows) {
    const id = experimentIdSchema.safeParse(row.experiment);
    if (id.success) states[id.data] = fromRow(id.data, row);
  }
  cache.set(db, { states, at: Date.now() });
  return states;
}

export const experimentChangeSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pause') }),
  z.object({ action: z.literal('resume') }),
  z.object({
    action: z.literal('weights'),
    weights: z.record(
      z.string().max(40),
      z.number().int('Weights are whole numbers.').min(0).max(100),
    ),
  }),
  z.object({ action: z.literal('rollout'), winner: z.string().min(1).max(40) }),
]);

export type ExperimentChange = z.infer<typeof experimentChangeSchema>;

export type ChangeOutcome =
  { ok: true; state: ExperimentState } | { ok: false; field: string; message: string };

/** Applies an admin's change. Assigned visitors keep their variant: weights only steer new ones. */
export async function changeExperiment(
  db: Database,
  id: ExperimentId,
  change: ExperimentChange,
): Promise<ChangeOutcome> {
  const current = (await loadExperimentStates(db, true))[id];
  const names: string[] = experiments[id].variants.map((variant) => variant.name);
  let next: ExperimentState;
  switch (change.action) {
    case 'pause':
      next = { ...current, status: 'paused' };
      break;
    case 'resume':
      next = { ...current, status: 'running', winner: null };
      break;
    case 'weights': {
      const unknown = Object.keys(change.weights).find((name) => !names.includes(name));
      if (unknown) return { ok: false, field: 'weights', message: `Unknown variant: ${unknown}.` };
      const weights = Object.fromEntries(names.map((name) => [name, change.weights[name] ?? 0]));
      if (Object.values(weights).every((weight) => weight === 0)) {
        return {
          ok: false,
          field: 'weights',
          message: 'At least one variant needs a weight above 0.',
        };
      }
      next = { ...current, weights };
      break;
    }
    case 'rollout':
      if (!names.includes(change.winner)) {
        return { ok: false, field: 'winner', message: `Unknown variant: ${change.winner}.` };
      }
      next = { ...current, status: 'rolled_out', winner: change.winner };
      break;
  }
  const values = {
    status: next.status,
    weights: next.weights,
    winner: next.winner,
    updatedAt: new Date(),
  };
  await db
    .insert(tables.experimentStates)
    .values({ experiment: id, ...values })
    .onConflictDoUpdate({ target: tables.experimentStates.experiment, set: values });
  cache.delete(db);
  return { ok: true, state: next };
}
