import type { ExperimentId } from '@/lib/experiments';
import {
  PERSIST_ASSIGNMENT_SCRIPT,
  SERVER_ASSIGNMENT_ATTRIBUTE,
  serverAssignmentData,
} from '@/lib/experiments/inline-scripts';

/** Stores a variant the server just assigned, so the visitor keeps it on every later visit (spec §4.7). */
export function PersistExperiments({
  assignment,
}: {
  assignment: { id: ExperimentId; variant: string; isNew: boolean };
}) {
  if (!assignment.isNew) return null;
  // The assignment travels in a data block; the script is a constant the policy allows by hash.
  return (
    <>
      <script
        type="application/json"
        {...{ [SERVER_ASSIGNMENT_ATTRIBUTE]: '' }}
        dangerouslySetInnerHTML={{
          __html: serverAssignmentData(assignment.id, assignment.variant),
        }}
      />
      <script dangerouslySetInnerHTML={{ __html: PERSIST_ASSIGNMENT_SCRIPT }} />
    </>
  );
}
