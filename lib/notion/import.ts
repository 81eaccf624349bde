import { commit, getDocuments, queryDocuments, type StoredDocument } from '../lake';
import type { Database } from '../db';
import type { NotionPageSummary } from './client';
import { excerptFrom, notionBlocksToPortableText, slugFromTitle } from './portable-text';

/** Where a Notion page stands in the Studio: not imported, imported and current, or edited since. */
export type NotionImportState = 'new' | 'imported' | 'changed';

/** The article a Notion page becomes: the same id on every import, so a re-import updates it. */
export function notionDocumentId(pageId: string): string {
  return `notion-${pageId.replaceAll('-', '').toLowerCase()}`;
}

/** The back-office edit link of the article a page became (it opens the Studio on it). */
export function notionArticleEditPath(pageId: string): string {
  return `/admin/editor/article/${notionDocumentId(pageId)}`;
}

/** An import that cannot be done, with the reason for the admin. */
export class NotionImportRefused extends Error {}

type ImportedFrom = { notionEditedAt?: string };

export async function importStates(
  contentDb: Database,
  pages: readonly NotionPageSummary[],
): Promise<Map<string, NotionImportState>> {
  const ids = pages.flatMap((page) => {
    const id = notionDocumentId(page.id);
    return [id, `drafts.${id}`];
  });
  const documents = await getDocuments(contentDb, ids);
  const states = new Map<string, NotionImportState>();
  pages.forEach((page, index) => {
    const imported = [documents[index * 2], documents[index * 2 + 1]]
      .map((document) => (document?.importedFrom as ImportedFrom | undefined)?.notionEditedAt)
      .filter((editedAt): editedAt is string => Boolean(editedAt))
      .sort()
      .at(-1);
    if (!imported) states.set(page.id, 'new');
    else
      states.set(
        page.id,
        Date.parse(page.lastEditedAt) > Date.parse(imported) ? 'changed' : 'imported',
      );
  });
  return states;
}

/**
 * Writes a Notion page into the Studio as a draft article. Notion owns the title, body and tags; an
 * editor's slug, excerpt, date, author, cover and SEO from an earlier import are kept. Nothing is
 * published: an editor reviews the draft and publishes it in the Studio.
 */
export async function importNotionPage(
  contentDb: Database,
  source: { page: NotionPageSummary; blocks: readonly unknown[] },
  options: { identity: string; now?: Date },
): Promise<{ documentId: string; skipped: string[] }> {
  const { page } = source;
  const title = page.title.slice(0, 120).trim();
  if (!title) throw new NotionImportRefused('Give the page a title in Notion, then import it.');
  const now = (options.now ?? new Date()).toISOString();
  const documentId = notionDocumentId(page.id);
  const draftId = `drafts.${documentId}`;
  const [published, draft] = await getDocuments(contentDb, [documentId, draftId]);
  const earlier = withoutSystemFields(draft ?? published ?? null);
  const { body, skipped } = notionBlocksToPortableText(source.blocks);

  const article: StoredDocument = {
    ...earlier,
    _id: draftId,
    _type: 'article',
    title,
    slug: earlier.slug ?? {
      _type: 'slug',
      current: await freeSlug(contentDb, slugFromTitle(title) || documentId, documentId),
    },
    excerpt: earlier.excerpt ?? (excerptFrom(body) || title),
    publishedAt: earlier.publishedAt ?? now,
    tags: page.tags.length ? page.tags : earlier.tags,
    body,
    importedFrom: {
      notionPageId: page.id,
      notionUrl: page.url,
      notionEditedAt: page.lastEditedAt,
      importedAt: now,
    },
  };
  await commit(contentDb, [{ createOrReplace: article }], { identity: options.identity });
  return { documentId, skipped };
}

const SYSTEM_FIELDS = new Set(['_id', '_type', '_rev', '_createdAt', '_updatedAt']);

function withoutSystemFields(document: StoredDocument | null): Partial<StoredDocument> {
  if (!document) return {};
  return Object.fromEntries(Object.entries(document).filter(([key]) => !SYSTEM_FIELDS.has(key)));
}

// Article URLs must be unique; a title another article already uses gets the page id's start.
async function freeSlug(contentDb: Database, slug: string, documentId: string): Promise<string> {
  const { result: taken } = await queryDocuments<number>(
    contentDb,
    'count(*[_type == "article" && slug.current == $slug && !(_id in [$id, "drafts." + $id])])',
    { slug, id: documentId },
  );
  return taken ? `${slug}-${documentId.slice('notion-'.length, 'notion-'.length + 6)}` : slug;
}
