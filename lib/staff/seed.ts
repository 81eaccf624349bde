// The demo rota (content/staff.json): the seed's engineers and producer, imported with the content
// seed on a new installation's first start. Fixed ids and "do nothing on conflict" make a second
// instance racing the first, or a second import, change nothing.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { tables, type Database } from '../db';
import { staffInputSchema } from '../validation/staff';
import { shiftProblem } from './availability';

const rotaSchema = z.object({
  staff: z.array(staffInputSchema.extend({ id: z.uuid(), active: z.boolean().default(true) })),
});

export function demoRotaPath(root = process.cwd()) {
  return path.join(root, 'content', 'staff.json');
}

/** Reads and checks the demo rota; a mistake in it is the seed's bug, so it throws. */
export async function readDemoRota(file = demoRotaPath()) {
  // Shipped by next.config.ts's outputFileTracingIncludes (content/**): nothing for the tracer to find.
  const text = await readFile(/* turbopackIgnore: true */ file, 'utf8');
  const { staff } = rotaSchema.parse(JSON.parse(text));
  for (const person of staff) {
    const problem = shiftProblem(person.weeklyHours);
    if (problem) throw new Error(`${file}: ${person.name}: ${problem}`);
  }
  return staff;
}

/** Imports the demo rota; returns how many people were new. */
export async function importDemoRota(db: Database, now = new Date(), file = demoRotaPath()) {
  const staff = await readDemoRota(file);
  if (staff.length === 0) return 0;
  const added = await db
    .insert(tables.staffMembers)
    .values(staff.map((person) => ({ ...person, createdAt: now, updatedAt: now })))
    .onConflictDoNothing()
    .returning({ id: tables.staffMembers.id });
  return added.length;
}
