import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import type { NoteSubject } from '../db/schema';
import type { NewNote } from '../validation/notes';

export { NOTE_MAX_LENGTH, newNoteSchema, type NewNote } from '../validation/notes';

// Admins' notes on leads (contact, get-started, newsletter) and job applications: one thread each.

export type Note = {
  id: string;
  subjectId: string;
  authorEmail: string;
  body: string;
  createdAt: Date;
};

export async function addNote(
  db: Database,
  note: NewNote & { author: { id: string; email: string } },
): Promise<Note> {
  const [row] = await db
    .insert(tables.adminNotes)
    .values({
      subject: note.subject,
      subjectId: note.subjectId,
      authorId: note.author.id,
      authorEmail: note.author.email,
      body: note.body,
    })
    .returning();
  return toNote(row!);
}

/** Each subject's notes, oldest first; subjects without notes are absent from the map. */
export async function notesFor(
  db: Database,
  subject: NoteSubject,
  subjectIds: readonly string[],
): Promise<Map<string, Note[]>> {
  const byId = new Map<string, Note[]>();
  if (subjectIds.length === 0) return byId;
  const notes = tables.adminNotes;
  const rows = await db
    .select()
    .from(notes)
    .where(and(eq(notes.subject, subject), inArray(notes.subjectId, [...subjectIds])))
    .orderBy(asc(notes.createdAt));
  for (const row of rows) {
    const list = byId.get(row.subjectId) ?? [];
    list.push(toNote(row));
    byId.set(row.subjectId, list);
  }
  return byId;
}

/** Removes a subject's notes with it (a deleted application, an erased lead). */
export async function deleteNotesOf(db: Database, subject: NoteSubject, subjectIds: string[]) {
  if (subjectIds.length === 0) return;
  const notes = tables.adminNotes;
  await db
    .delete(notes)
    .where(and(eq(notes.subject, subject), inArray(notes.subjectId, subjectIds)));
}

function toNote(row: typeof tables.adminNotes.$inferSelect): Note {
  const { id, subjectId, authorEmail, body, createdAt } = row;
  return { id, subjectId, authorEmail, body, createdAt };
}
