import { z } from 'zod';

const line = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** The share card's query string: only what the picture shows. */
export const shareCardQuerySchema = z.object({
  title: line('Title', 120),
  eyebrow: line('Eyebrow', 60).optional(),
  subtitle: line('Subtitle', 120).optional(),
});

export type ShareCardQuery = z.infer<typeof shareCardQuerySchema>;
