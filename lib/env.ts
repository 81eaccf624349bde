import { z } from 'zod';

// The process environment is outside input like any other: parsed once, with the embedded defaults.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('.data'),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  // Where the studio's own notifications (job applications, ...) are sent.
  STUDIO_INBOX_EMAIL: z.email().default('hello@studio.example'),
  // An OpenAI-compatible chat-completions API for the studio assistant; without it, it answers alone.
  ASSISTANT_MODEL_URL: z
    .string()
    .url('ASSISTANT_MODEL_URL must be the API base URL, e.g. https://api.openai.com/v1')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ASSISTANT_MODEL_API_KEY: z.string().optional(),
  ASSISTANT_MODEL_NAME: z.string().min(1).default('gpt-4o-mini'),
});

export type AppEnv = z.infer<typeof envSchema>;

let cached: AppEnv | undefined;

export function appEnv(): AppEnv {
  cached ??= envSchema.parse(process.env);
  return cached;
}
