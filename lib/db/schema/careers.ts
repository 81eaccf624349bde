import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const APPLICATION_STATUSES = [
  'new',
  'reviewing',
  'shortlisted',
  'rejected',
  'hired',
] as const;

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_applications_job_idx').on(table.jobId, table.createdAt)],
);
