import { cookies } from 'next/headers';
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

/** The live states, or the seed when the database cannot be read: a visitor never loses the page. */
async function statesOrSeed(fresh = false): Promise<ExperimentStates> {
  try {
    return await loadExperimentStates(await getDb(), fresh);
  } catch (error) {
    console.warn('A/B test states could not be read; using the definitions', error);
    return seedStates();
  }
}

/**
 * The live states for every page's head script (browser-assigned tests), read from the database
 * each time a page renders or regenerates: an admin's change revalidates every page (see
 * updateExperiment), and the regenerated page must not bake in a state from before the change (Next
 * bundles pages and route handlers apart, so the route cannot clear the pages' 5 s cache).
 */
export async function experimentStatesForPages(): Promise<ExperimentStates> {
  return statesOrSeed(true);
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
