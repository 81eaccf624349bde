import { cookies } from 'next/headers';
import {
  EXPERIMENT_COOKIE,
  parseAssignments,
  resolveVariant,
  serializeAssignments,
} from './assignment';
import type { ExperimentId, VariantName } from './definitions';

export type ServerAssignment<Id extends ExperimentId> = {
  variant: VariantName<Id>;
  /** The cookie value to store when this visitor was assigned just now, else null. */
  cookieToPersist: string | null;
};

/**
 * The visitor's variant, chosen on the server so the first paint is already right (no flicker).
 * Server components cannot set cookies, so a new assignment is persisted by <PersistExperiments>.
 */
export async function getServerVariant<Id extends ExperimentId>(
  id: Id,
): Promise<ServerAssignment<Id>> {
  const assignments = parseAssignments((await cookies()).get(EXPERIMENT_COOKIE)?.value);
  const { variant, isNew } = resolveVariant(id, assignments);
  return {
    variant,
    cookieToPersist: isNew ? serializeAssignments({ ...assignments, [id]: variant }) : null,
  };
}
