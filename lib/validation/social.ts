import { z } from 'zod';

export const SOCIAL_TONES = ['professional', 'conversational', 'bold'] as const;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

const keyPointsSchema = z
  .array(z.string().trim().max(200, 'Each key point must be at most 200 characters'))
  .transform((points) => points.filter((point) => point.length > 0))
  .pipe(
    z.array(z.string()).min(1, 'Add at least one key point').max(5, 'Add at most 5 key points'),
  );

/** What the social media generator needs to know about an episode. */
export const episodeBriefSchema = z.object({
  title: text('Episode title', 3, 120),
  showName: text('Show name', 1, 60)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  guest: text('Guest', 1, 80)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  keyPoints: keyPointsSchema,
  link: z
    .url({ protocol: /^https?$/, error: 'Enter a full link starting with https://' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  tone: z.enum(SOCIAL_TONES).default('conversational'),
});

/** The generator's form: key points typed one per line. */
export const episodeBriefFormSchema = episodeBriefSchema.extend({
  keyPoints: z
    .string()
    .transform((lines) => lines.split(/\r?\n/))
    .pipe(keyPointsSchema),
});

export type EpisodeBriefFormInput = z.input<typeof episodeBriefFormSchema>;
export type EpisodeBriefInput = z.input<typeof episodeBriefSchema>;
export type EpisodeBrief = z.output<typeof episodeBriefSchema>;
export type SocialTone = (typeof SOCIAL_TONES)[number];
