import { cookies } from 'next/headers';
import { getDb } from '../db';
import { EXPERIMENT_COOKIE, parseAssignments, resolveVariant } from './assignment';
import type { ExperimentId, VariantName } from './definitions';
import { countAssignment } from './stats';

export type ServerAssignment<Id extends ExperimentId> = {
  id: Id;
  variant: VariantName<Id>;
  /** True when this visitor was assigned just now: <PersistExperiments> then stores it. */
  isNew: boolean;
};

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
  const { variant, isNew } = resolveVariant(id, assignments);
  if (isNew) await countNewVisitor(id, variant);
  return { id, variant, isNew };
}
