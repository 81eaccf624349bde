import { z } from 'zod';
import { EPISODE_CADENCES, SHOW_FORMATS, SHOW_NEEDS, SHOW_STAGES } from './get-started-choices';
import { emailField } from './email';

export { EPISODE_CADENCES, SHOW_FORMATS, SHOW_NEEDS, SHOW_STAGES };

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

// One schema per step, so each step checks only its own questions before moving on.
export const getStartedShowSchema = z.object({
  format: choice(SHOW_FORMATS, 'Choose what you want to make'),
  stage: choice(SHOW_STAGES, 'Choose where your show is today'),
});

export const getStartedPlanSchema = z.object({
  topic: z
    .string({ error: 'Tell us what your show is about' })
    .trim()
    .min(3, 'Tell us what your show is about')
    .max(300, 'Keep it to 300 characters'),
  cadence: choice(EPISODE_CADENCES, 'Choose how often you plan to publish'),
  needs: z.array(z.enum(SHOW_NEEDS)).min(1, 'Choose at least one thing we can help with'),
});

export const getStartedContactSchema = z.object({
  name: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100),
  email: emailField,
  phone: z.string().trim().max(30).optional(),
  notes: z.string().trim().max(2000, 'Keep it to 2000 characters').optional(),
});

export const getStartedSchema = getStartedShowSchema
  .extend(getStartedPlanSchema.shape)
  .extend(getStartedContactSchema.shape);

export type GetStartedAnswers = z.output<typeof getStartedSchema>;
export type GetStartedInput = z.input<typeof getStartedSchema>;
