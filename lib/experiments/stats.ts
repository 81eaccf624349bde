import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import { londonDateOf } from '../time';

/** Counts one visitor newly assigned to a variant (today, London time). */
export async function countAssignment(
  db: Database,
  experiment: string,
  variant: string,
  now: Date = new Date(),
): Promise<void> {
  const assignments = tables.experimentAssignments;
  await db
    .insert(assignments)
    .values({ experiment, variant, day: londonDateOf(now), visitors: 1 })
    .onConflictDoUpdate({
      target: [assignments.experiment, assignments.variant, assignments.day],
      set: { visitors: sql`${assignments.visitors} + 1` },
    });
}

export type VariantVisitors = { experiment: string; variant: string; visitors: number };

/** Visitors assigned to each variant of every test, all time. */
export async function visitorsByVariant(db: Database): Promise<VariantVisitors[]> {
  const assignments = tables.experimentAssignments;
  return db
    .select({
      experiment: assignments.experiment,
      variant: assignments.variant,
      visitors: sql<number>`sum(${assignments.visitors})`.mapWith(Number),
    })
    .from(assignments)
    .groupBy(assignments.experiment, assignments.variant);
}
