// The pipeline's words and its status-change schema, shared by the admin's form (in the browser) and
// PATCH /api/admin/applications/{id}; nothing here reads the database.
import { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../db/schema/enums';
import { NOTE_MAX_LENGTH } from '../validation/notes';

export { APPLICATION_STATUSES, type ApplicationStatus };

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

/** Which e-mail the applicant gets when a change to this status is sent with "E-mail the applicant". */
export const APPLICANT_MAIL_NAMES: Record<ApplicationStatus, string> = {
  new: 'an update on their application',
  reviewing: 'an update on their application',
  shortlisted: 'an update on their application',
  interview: 'the interview invitation',
  offer: 'the offer',
  hired: 'the welcome',
  rejected: 'the rejection',
};

export const applicationChangeSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: 'Choose a status from the pipeline.' }),
  note: z
    .string()
    .trim()
    .max(NOTE_MAX_LENGTH, `Keep the note under ${NOTE_MAX_LENGTH} characters.`)
    .optional(),
  notifyApplicant: z.boolean().optional(),
});
export type ApplicationChangeInput = z.input<typeof applicationChangeSchema>;
export type ApplicationChange = z.output<typeof applicationChangeSchema>;
