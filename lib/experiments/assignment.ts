import { experiments, type ExperimentId, type VariantName } from './definitions';

/** One cookie holds every assignment: `heroSection:control|bookingFlow:simple` (see inline-scripts). */
export const EXPERIMENT_COOKIE = 'ab_variants';
export const EXPERIMENT_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 180;

export type Assignments = Partial<{ [Id in ExperimentId]: VariantName<Id> }>;

/** Picks a variant at random in proportion to the weights (spec §4.7). `random` is in [0, 1). */
export function chooseVariant<Id extends ExperimentId>(
  id: Id,
  random: number = Math.random(),
): VariantName<Id> {
  const variants = experiments[id].variants;
  const total = variants.reduce((sum, variant) => sum + variant.weight, 0);
  let threshold = random * total;
  for (const variant of variants) {
    threshold -= variant.weight;
    if (threshold < 0) return variant.name as VariantName<Id>;
  }
  return variants[variants.length - 1]!.name as VariantName<Id>;
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

/** The visitor's variant: the stored one, else a new weighted choice that the caller must persist. */
export function resolveVariant<Id extends ExperimentId>(
  id: Id,
  assignments: Assignments,
  random?: number,
): { variant: VariantName<Id>; isNew: boolean } {
  const stored = assignments[id] as VariantName<Id> | undefined;
  if (stored) return { variant: stored, isNew: false };
  return { variant: chooseVariant(id, random), isNew: true };
}
