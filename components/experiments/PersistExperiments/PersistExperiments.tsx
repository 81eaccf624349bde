import type { ExperimentId } from '@/lib/experiments';
import { persistAssignmentScript } from '@/lib/experiments/inline-scripts';

/** Stores a variant the server just assigned, so the visitor keeps it on every later visit (spec §4.7). */
export function PersistExperiments({
  assignment,
}: {
  assignment: { id: ExperimentId; variant: string; isNew: boolean };
}) {
  if (!assignment.isNew) return null;
  // Built from our own test ids and variant names only, so it is safe to inline.
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: persistAssignmentScript(assignment.id, assignment.variant),
      }}
    />
  );
}
