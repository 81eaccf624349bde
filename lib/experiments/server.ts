import { cookies } from 'next/headers';
import { unstable_cache } from 'next/cache';
import { getContentEpoch } from '../lake';
import { getDb } from '../db';
import { EXPERIMENT_COOKIE, parseAssignments, resolveVariant } from './assignment';
import type { ExperimentId, VariantName } from './definitions';
import { seedStates, type ExperimentStates } from './definitions';
import { loadExperimentStates } from './state';
import { countAssignment } from './stats';

export type ServerAssignment<Id extends ExperimentId> = {
  id: Id;
  variant: VariantName<Id>;
  /** True when this visitor was assigned just now: <PersistExperiments> then stores it. */
  isNew: boolean;
};

/** Cache tag of everything rendered from the tests' live state; revalidated when an admin changes it. */
export const EXPERIMENTS_TAG = 'experiments';

/** The live states, or the seed when the database cannot be read: a visitor never loses the page. */
async function statesOrSeed(): Promise<ExperimentStates> {
  try {
    return await loadExperimentStates(await getDb());
  } catch (error) {
    console.warn('A/B test states could not be read; using the definitions', error);
    return seedStates();
  }
}

/**
 * The live states for prerendered pages (the head script), refreshed by EXPERIMENTS_TAG. Keyed by the
 * store's epoch like every content read: Next's data cache outlives a reset database.
 */
export async function cachedExperimentStates(): Promise<ExperimentStates> {
  const epoch = await getContentEpoch().catch(() => 'unknown');
  return unstable_cache(statesOrSeed, ['experiment-states', epoch], { tags: [EXPERIMENTS_TAG] })();
}

// The admin's visitor counts; a failure to count must never cost the visitor the page.
async function countNewVisitor(id: ExperimentId, variant: string) {
  try {
    await countAssignment(await getDb(), id, variant);
  } catch (error) {
    console.warn(`The ${id} assignment was not counted`, error);
  }
}

/**
 * The visitor's variant, chosen on the server so the first paint is already right (no flicker).
 * Server components cannot set cookies, so a new assignment is persisted by <PersistExperiments>.
 */
export async function getServerVariant<Id extends ExperimentId>(
  id: Id,
): Promise<ServerAssignment<Id>> {
  const assignments = parseAssignments((await cookies()).get(EXPERIMENT_COOKIE)?.value);
  const { variant, isNew } = resolveVariant(id, assignments, (await statesOrSeed())[id]);
  if (isNew) await countNewVisitor(id, variant);
  return { id, variant, isNew };
}
