import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTE_SUBJECTS } from './enums';

// Admins' notes on a lead, a job application, a booking or a customer, oldest first. The author's
// e-mail is kept beside the id so a note outlives its author's account. The subject is named by its
// id, or for a customer by their address key (text, then).
export const adminNotes = pgTable(
  'admin_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject', { enum: NOTE_SUBJECTS }).notNull(),
    subjectId: text('subject_id').notNull(),
    authorId: uuid('author_id'),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_notes_subject_idx').on(table.subject, table.subjectId, table.createdAt)],
);
