import { z } from 'zod';
import {
  LAKE_BASE_PATH,
  LOCAL_DATASET,
  LOCAL_PROJECT_ID,
  SANITY_API_VERSION,
} from '../lake/identity';

/**
 * Where content comes from, read in one place (server, Studio and browser alike). Unset: the app's
 * own Content Lake. With a project id: that hosted Sanity project, whose id and dataset are public
 * (NEXT_PUBLIC_*, inlined at build time so the Studio and image URLs agree with the server);
 * SANITY_PROJECT_ID and SANITY_DATASET are accepted on the server for the same settings.
 */
export { SANITY_API_VERSION };

/** The project id and dataset the local lake answers to. */
export const LOCAL_CONTENT = { projectId: LOCAL_PROJECT_ID, dataset: LOCAL_DATASET } as const;
export { LAKE_BASE_PATH };

const contentEnvSchema = z.object({
  projectId: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, 'The Sanity project id is lower-case letters, digits and -')
    .optional(),
  dataset: z
    .string()
    .regex(/^[a-z0-9_-]{1,64}$/, 'The Sanity dataset is lower-case letters, digits, _ and -')
    .default('production'),
  readToken: z.string().min(1).optional(),
  revalidateSecret: z
    .string()
    .min(16, 'SANITY_REVALIDATE_SECRET is at least 16 characters')
    .optional(),
  apiHost: z
    .url({ protocol: /^https?$/, error: 'The Sanity API host is an http(s) URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
});

export type ContentConfig = {
  apiVersion: string;
  /** The hosted project, or null for the local lake. */
  hosted: HostedProject | null;
};

export type HostedProject = {
  projectId: string;
  dataset: string;
  readToken?: string;
  /** The secret the project's publish webhook is signed with (server only); unset: no webhook. */
  revalidateSecret?: string;
  /**
   * Where the project's API is served when it is not Sanity's own (`https://{projectId}.api.sanity.io`):
   * path-style requests to `{apiHost}/v{version}/…`, images from `{apiHost}/images/…`. The
   * hosted-mode tests point it at a second app instance's lake, which speaks the same API.
   */
  apiHost?: string;
};

const blankToUndefined = (value: string | undefined) => value || undefined;

let cached: ContentConfig | undefined;

export function contentConfig(): ContentConfig {
  if (cached) return cached;
  const env = contentEnvSchema.parse({
    projectId: blankToUndefined(
      process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || process.env.SANITY_PROJECT_ID,
    ),
    dataset: blankToUndefined(process.env.NEXT_PUBLIC_SANITY_DATASET || process.env.SANITY_DATASET),
    // Server only: never inlined into the browser (no NEXT_PUBLIC_ prefix).
    readToken: blankToUndefined(process.env.SANITY_API_READ_TOKEN),
    revalidateSecret: blankToUndefined(process.env.SANITY_REVALIDATE_SECRET),
    apiHost: blankToUndefined(process.env.NEXT_PUBLIC_SANITY_API_HOST),
  });
  cached = {
    apiVersion: SANITY_API_VERSION,
    hosted: env.projectId
      ? {
          projectId: env.projectId,
          dataset: env.dataset,
          readToken: env.readToken,
          revalidateSecret: env.revalidateSecret,
          apiHost: env.apiHost,
        }
      : null,
  };
  return cached;
}

/** The project id and dataset the Studio, image URLs and edit links use. */
export function contentProject(): { projectId: string; dataset: string } {
  const { hosted } = contentConfig();
  return hosted ? { projectId: hosted.projectId, dataset: hosted.dataset } : LOCAL_CONTENT;
}

/**
 * The client options that reach a hosted project's API: Sanity's own hosts by default, or
 * path-style requests to a configured API host (as the Studio and the server both need).
 */
export function hostedApiOptions(hosted: HostedProject) {
  return hosted.apiHost
    ? { apiHost: hosted.apiHost, useProjectHostname: false as const }
    : ({} as { apiHost?: undefined; useProjectHostname?: undefined });
}
