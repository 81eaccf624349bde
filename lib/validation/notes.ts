import { z } from 'zod';
import { NOTE_SUBJECTS } from '../db/schema/enums';

export const NOTE_MAX_LENGTH = 2000;

/** An admin's note on a lead or an application (`POST /api/admin/notes`). */
export const newNoteSchema = z.object({
  subject: z.enum(NOTE_SUBJECTS),
  subjectId: z.string().uuid('Choose what the note is about.'),
  body: z
    .string()
    .trim()
    .min(1, 'Write the note.')
    .max(NOTE_MAX_LENGTH, `Keep the note under ${NOTE_MAX_LENGTH} characters.`),
});
export type NewNote = z.infer<typeof newNoteSchema>;
