import { z } from 'zod';
import { NOTE_SUBJECTS } from '../db/schema/enums';

export const NOTE_MAX_LENGTH = 2000;

const noteBody = z
  .string()
  .trim()
  .min(1, 'Write the note.')
  .max(NOTE_MAX_LENGTH, `Keep the note under ${NOTE_MAX_LENGTH} characters.`);

/**
 * An admin's note on a lead, an application, a booking (`subjectId` their id) or a customer (their
 * address key, as the customer pages name them) (`POST /api/admin/notes`).
 */
export const newNoteSchema = z.discriminatedUnion('subject', [
  z.object({
    subject: z.enum(NOTE_SUBJECTS.filter((subject) => subject !== 'customer')),
    subjectId: z.string().uuid('Choose what the note is about.'),
    body: noteBody,
  }),
  z.object({
    subject: z.literal('customer'),
    subjectId: z.string().trim().min(3, 'Choose who the note is about.').max(320),
    body: noteBody,
  }),
]);
export type NewNote = z.infer<typeof newNoteSchema>;
