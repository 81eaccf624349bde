import {
  DRAFTS_PREFIX,
  isPublishedId,
  publishedIdOf,
  type Perspective,
  type StoredDocument,
} from './types';

/** The ordered layers (highest priority first) a perspective stacks on top of published documents. */
function layersOf(perspective: Perspective): string[] | null {
  if (perspective === 'raw') return null;
  if (perspective === 'published') return [];
  if (perspective === 'drafts' || perspective === 'previewDrafts') return ['drafts'];
  return perspective.filter((layer) => layer !== 'published' && layer !== 'raw');
}

function layerOf(id: string): string | null {
  if (id.startsWith(DRAFTS_PREFIX)) return 'drafts';
  if (isPublishedId(id)) return 'published';
  return id.split('.')[1] ?? null;
}

/**
 * The documents a query sees under a perspective. In layered perspectives each document appears once,
 * under its published id, taken from the highest layer that has it; `_originalId` is the stored id.
 */
export function applyPerspective(
  documents: Iterable<StoredDocument>,
  perspective: Perspective,
): StoredDocument[] {
  const layers = layersOf(perspective);
  if (layers === null) return [...documents];
  if (layers.length === 0) return [...documents].filter((doc) => isPublishedId(doc._id));

  const rank = new Map(layers.map((layer, index) => [layer, index]));
  rank.set('published', layers.length);
  const chosen = new Map<string, { rank: number; doc: StoredDocument }>();
  for (const doc of documents) {
    const layer = layerOf(doc._id);
    const docRank = layer === null ? undefined : rank.get(layer);
    if (docRank === undefined) continue;
    const publishedId = publishedIdOf(doc._id);
    const current = chosen.get(publishedId);
    if (!current || docRank < current.rank) chosen.set(publishedId, { rank: docRank, doc });
  }
  return [...chosen.entries()].map(([publishedId, { doc }]) => ({
    ...doc,
    _id: publishedId,
    _originalId: doc._id,
  }));
}
