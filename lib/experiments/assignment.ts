import {
  controlOf,
  experiments,
  type ExperimentId,
  type ExperimentState,
  type VariantName,
} from './definitions';

/** One cookie holds every assignment: `heroSection:control|bookingFlow:simple` (see inline-scripts). */
export const EXPERIMENT_COOKIE = 'ab_variants';
export const EXPERIMENT_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 180;
/** A random first-party visitor id beside the variants: conversions and the journey count by it. */
export const VISITOR_COOKIE = 'ab_visitor';

export type Assignments = Partial<{ [Id in ExperimentId]: VariantName<Id> }>;

/**
 * Picks a variant at random in proportion to the weights (spec §4.7): the live ones when given, else
 * the definition's. `random` is in [0, 1).
 */
export function chooseVariant<Id extends ExperimentId>(
  id: Id,
  random: number = Math.random(),
  weights?: Record<string, number>,
): VariantName<Id> {
  const variants = experiments[id].variants.map((variant) => ({
    name: variant.name,
    weight: weights ? (weights[variant.name] ?? 0) : variant.weight,
  }));
  const total = variants.reduce((sum, variant) => sum + variant.weight, 0);
  let threshold = random * total;
  for (const variant of variants) {
    threshold -= variant.weight;
    if (threshold < 0) return variant.name as VariantName<Id>;
  }
  return variants.findLast((variant) => variant.weight > 0)?.name as VariantName<Id>;
}

function isVariantOf<Id extends ExperimentId>(id: Id, name: string): name is VariantName<Id> {
  return experiments[id].variants.some((variant) => variant.name === name);
}

/** Reads the cookie, dropping unknown tests and variants (cookies are outside input). */
export function parseAssignments(cookieValue: string | undefined): Assignments {
  const assignments: Record<string, string> = {};
  for (const pair of (cookieValue ?? '').split('|')) {
    const [id, name] = pair.split(':');
    if (id && name && id in experiments && isVariantOf(id as ExperimentId, name))
      assignments[id] = name;
  }
  return assignments as Assignments;
}

/**
 * The variant a visitor sees. Rolled out: the winner, for everyone. Paused: the control, and nobody
 * new is assigned. Running: the stored variant (a weight change never reshuffles anyone), else a
 * new weighted choice that the caller must persist (`isNew`).
 */
export function resolveVariant<Id extends ExperimentId>(
  id: Id,
  assignments: Assignments,
  state: ExperimentState,
  random?: number,
): { variant: VariantName<Id>; isNew: boolean } {
  if (state.status === 'rolled_out' && state.winner)
    return { variant: state.winner as VariantName<Id>, isNew: false };
  if (state.status !== 'running')
    return { variant: controlOf(id) as VariantName<Id>, isNew: false };
  const stored = assignments[id] as VariantName<Id> | undefined;
  if (stored) return { variant: stored, isNew: false };
  return { variant: chooseVariant(id, random, state.weights), isNew: true };
}
