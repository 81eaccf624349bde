/** A stored Sanity document: `_id` (published, `drafts.` or `versions.<release>.` prefixed) and `_type`. */
export type StoredDocument = {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
  [field: string]: unknown;
};

/**
 * How drafts are seen: `raw` shows every stored id, `published` hides drafts and versions, `drafts`
 * (alias `previewDrafts`) overlays each draft on its published document. An array is a release
 * stack, highest priority first, always resting on the published documents.
 */
export type Perspective = 'raw' | 'published' | 'drafts' | 'previewDrafts' | string[];

export const DRAFTS_PREFIX = 'drafts.';
export const VERSIONS_PREFIX = 'versions.';

export function publishedIdOf(id: string): string {
  if (id.startsWith(DRAFTS_PREFIX)) return id.slice(DRAFTS_PREFIX.length);
  if (id.startsWith(VERSIONS_PREFIX)) return id.split('.').slice(2).join('.');
  return id;
}

export function isPublishedId(id: string): boolean {
  return !id.startsWith(DRAFTS_PREFIX) && !id.startsWith(VERSIONS_PREFIX);
}

/** A failed write or read the HTTP layer turns into a status code and Sanity-shaped error body. */
export class ContentStoreError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413 | 415,
    message: string,
    readonly type = 'mutationError',
  ) {
    super(message);
    this.name = 'ContentStoreError';
  }
}
