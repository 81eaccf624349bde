import { z } from 'zod';
import { emailField } from './email';

export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_TOO_LARGE_MESSAGE = 'Your CV must be 5 MB or smaller';
export const CV_WRONG_TYPE_MESSAGE = 'Upload your CV as a PDF or Word (.docx) file';
export const CV_MISSING_MESSAGE = 'Attach your CV';

/** The text fields of a job application (the CV file is checked by its content on the server). */
export const jobApplicationSchema = z.object({
  jobId: z.string().trim().min(1, 'Choose a job').max(128),
  name: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters'),
  email: emailField,
  phone: z
    .string()
    .trim()
    .max(30, 'Phone must be at most 30 characters')
    .regex(/^[+()\d\s-]*$/, 'Enter a phone number using digits, spaces and + ( ) -')
    .optional()
    .transform((phone) => phone || undefined),
  coverNote: z
    .string()
    .trim()
    .max(5000, 'Cover note must be at most 5000 characters')
    .optional()
    .transform((note) => note ?? ''),
});

export type JobApplicationFields = z.output<typeof jobApplicationSchema>;
export type JobApplicationInput = z.input<typeof jobApplicationSchema>;
