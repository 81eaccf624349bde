import { z } from 'zod';

/** The form payload of `POST /api/crm/submit` (its shape is not given by the spec; this is ours). */
export const crmSubmitSchema = z.object({
  formName: z.string({ error: 'formName is required' }).trim().min(1).max(80),
  fields: z
    .record(
      z.string().min(1).max(60),
      z.union([z.string().max(5000), z.number(), z.boolean()]).transform(String),
    )
    .refine((fields) => Object.keys(fields).length <= 30, 'At most 30 fields'),
  pageUri: z.string().url().max(2000).optional(),
});

export { GET_STARTED_FORM } from './forms';

export type CrmSubmitInput = z.input<typeof crmSubmitSchema>;
