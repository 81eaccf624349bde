import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from './enums';

// A job application; the CV bytes live in the upload store under `cv_storage_key`.
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: text('job_id').notNull(),
    jobTitle: text('job_title').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    coverNote: text('cover_note').notNull().default(''),
    cvStorageKey: text('cv_storage_key').notNull(),
    cvFileName: text('cv_file_name').notNull(),
    cvContentType: text('cv_content_type').notNull(),
    cvBytes: integer('cv_bytes').notNull(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('new'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_applications_job_idx').on(table.jobId, table.createdAt)],
);
