// The one read API for pages: the local Content Lake by default, the hosted Sanity project when
// a project is configured (./config.ts). Callers never know which.
import { createClient, type SanityClient } from 'next-sanity';
import { revalidateTag, unstable_cache } from 'next/cache';
import {
  CONTENT_TAG,
  dependencyTags,
  getContentDb,
  getContentEpoch,
  queryDocuments,
  tagsForChanges,
  type CommittedTransaction,
} from '../lake';
import { contentConfig, hostedApiOptions, SANITY_API_VERSION, type HostedProject } from './config';
import { purgeDocuments } from '@/server/contract.mjs';

export type FetchContentOptions = {
  perspective?: 'published' | 'drafts';
  /** Extra cache tags, revalidated by whoever owns them. */
  tags?: string[];
};

const hostedConfig = () => contentConfig().hosted;

/** Where the content comes from, for the admin settings page. */
export function contentSource():
  { kind: 'local' } | { kind: 'hosted'; projectId: string; dataset: string } {
  const config = hostedConfig();
  return config
    ? { kind: 'hosted', projectId: config.projectId, dataset: config.dataset }
    : { kind: 'local' };
}

let hostedClient: SanityClient | undefined;

function hosted(config: HostedProject): SanityClient {
  hostedClient ??= createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn: true,
    token: config.readToken,
    ...hostedApiOptions(config),
  });
  return hostedClient;
}

/**
 * An uncached read of every document the query names, system documents included (perspective
 * `raw`), from whichever source is configured: for checks such as the preview secret.
 */
export async function readRawContent<T>(
  query: string,
  params: Record<string, unknown> = {},
): Promise<T> {
  const config = hostedConfig();
  if (config) {
    return hosted(config).fetch<T>(query, params, {
      perspective: 'raw',
      useCdn: false,
      cache: 'no-store',
    });
  }
  return (await queryDocuments<T>(await getContentDb(), query, params, 'raw')).result;
}

// What each distinct read depended on last time it was evaluated in this process, so its cache
// entry is tagged with exactly the document types and ids it used.
const learnedTags = new Map<string, string[]>();

async function evaluateLocal<T>(query: string, params: Record<string, unknown>) {
  const db = await getContentDb();
  const dereferenced = new Set<string>();
  const { result } = await queryDocuments<T>(db, query, params, 'published', {
    onDereference: (id) => dereferenced.add(id),
  });
  return { result, tags: dependencyTags(query, params, result, dereferenced) };
}

export async function fetchContent<T>(
  query: string,
  params: Record<string, unknown> = {},
  options: FetchContentOptions = {},
): Promise<T> {
  const perspective = options.perspective ?? 'published';
  const callerTags = options.tags ?? [];
  const config = hostedConfig();
  if (config) {
    if (perspective === 'drafts') {
      return hosted(config).fetch<T>(query, params, {
        perspective: 'drafts',
        useCdn: false,
        cache: 'no-store',
      });
    }
    return hosted(config).fetch<T>(query, params, {
      perspective: 'published',
      next: { tags: [CONTENT_TAG, ...callerTags], revalidate: 60 },
    });
  }

  if (perspective === 'drafts') {
    const db = await getContentDb();
    return (await queryDocuments<T>(db, query, params, 'drafts')).result;
  }

  const key = JSON.stringify([query, params]);
  let tags = learnedTags.get(key);
  if (!tags) {
    const evaluated = await evaluateLocal<T>(query, params);
    tags = evaluated.tags;
    if (learnedTags.size > 5000) learnedTags.clear();
    learnedTags.set(key, tags);
  }
  const cached = unstable_cache(
    async () => {
      const evaluated = await evaluateLocal<T>(query, params);
      learnedTags.set(key, evaluated.tags);
      return evaluated.result;
    },
    ['content', await getContentEpoch(), key],
    { tags: [...new Set([...tags, ...callerTags])] },
  );
  return cached();
}

/**
 * Revalidates exactly the cached reads a committed transaction can have changed: those that named
 * a changed document's type, or used one of the changed published documents. Draft edits change
 * no public read. Call it from the request that committed (a route handler or server action).
 */
export function revalidateCommitted(transaction: CommittedTransaction | null): string[] {
  if (!transaction || hostedConfig()) return [];
  const tags = tagsForChanges(transaction.changes);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  if (tags.length > 0) purgeDocuments();
  return tags;
}

/**
 * A hosted project's reads are tagged with the content tag only (the documents a hosted query used
 * are not known here), so its publish webhook revalidates them all.
 */
export function revalidateHostedContent(): string[] {
  revalidateTag(CONTENT_TAG, { expire: 0 });
  purgeDocuments();
  return [CONTENT_TAG];
}
