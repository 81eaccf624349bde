import {
  APIErrorCode,
  Client,
  isNotionClientError,
  iteratePaginatedAPI,
  RequestTimeoutError,
} from '@notionhq/client';
import { z } from 'zod';

/** What the app needs to read a connected database: the integration secret and the database id. */
export type NotionAccess = { token: string; databaseId: string };

export type NotionDatabase = { title: string; dataSourceId: string };

/** A page of the connected database, as the back office lists it. */
export type NotionPageSummary = {
  id: string;
  title: string;
  url: string;
  lastEditedAt: string;
  tags: string[];
  dataSourceId: string | null;
};

/** A failure to talk to Notion, worded for the admin who set the connection up. */
export class NotionUnavailable extends Error {
  constructor(
    message: string,
    /** The set-up field the admin must change, or null for an outage that passes on its own. */
    readonly field: 'token' | 'database' | null,
  ) {
    super(message);
    this.name = 'NotionUnavailable';
  }
}

// Only the newest pages are listed; an archive of thousands is not something to pick from by hand.
export const LISTED_PAGES = 100;
// A page longer than this is cut: the import is a starting draft, not a mirror.
const MAX_BLOCKS = 1000;

function client(token: string): Client {
  return new Client({
    auth: token,
    // Tests and self-hosted proxies point this elsewhere; the SDK's default is api.notion.com.
    baseUrl: process.env.NOTION_API_URL || undefined,
    timeoutMs: 10_000,
    retry: { maxRetries: 1, maxRetryDelayMs: 2_000 },
  });
}

const richText = z.array(z.object({ plain_text: z.string() }).loose()).catch([]);
const plainText = (items: { plain_text: string }[]) =>
  items
    .map((item) => item.plain_text)
    .join('')
    .trim();

const databaseShape = z
  .object({
    title: richText,
    data_sources: z.array(z.object({ id: z.string() }).loose()).min(1),
  })
  .loose();

const propertyShape = z.discriminatedUnion('type', [
  z.object({ type: z.literal('title'), title: richText }).loose(),
  z
    .object({
      type: z.literal('multi_select'),
      multi_select: z.array(z.object({ name: z.string() }).loose()).catch([]),
    })
    .loose(),
]);

const pageShape = z
  .object({
    object: z.literal('page'),
    id: z.string(),
    url: z.string().catch(''),
    last_edited_time: z.string(),
    in_trash: z.boolean().optional(),
    archived: z.boolean().optional(),
    parent: z.object({ data_source_id: z.string().optional() }).loose().catch({}),
    properties: z.record(z.string(), z.unknown()),
  })
  .loose();

function summaryOf(raw: unknown): NotionPageSummary | null {
  const page = pageShape.safeParse(raw);
  if (!page.success || page.data.in_trash || page.data.archived) return null;
  let title = '';
  let tags: string[] = [];
  for (const value of Object.values(page.data.properties)) {
    const property = propertyShape.safeParse(value);
    if (!property.success) continue;
    if (property.data.type === 'title') title = plainText(property.data.title);
    // The first multi-select (usually "Tags") becomes the article's tags.
    else if (!tags.length) tags = property.data.multi_select.map((option) => option.name);
  }
  return {
    id: page.data.id,
    title,
    url: page.data.url,
    lastEditedAt: page.data.last_edited_time,
    tags,
    dataSourceId: page.data.parent.data_source_id ?? null,
  };
}

/** Turns anything the SDK throws into words an admin can act on. */
function explain(error: unknown): never {
  if (error instanceof NotionUnavailable) throw error;
  if (error instanceof RequestTimeoutError) {
    throw new NotionUnavailable('Notion did not answer in time. Try again in a minute.', null);
  }
  if (isNotionClientError(error)) {
    switch (error.code) {
      case APIErrorCode.Unauthorized:
        throw new NotionUnavailable(
          'Notion did not accept the integration secret. Copy it again from the integration’s page in Notion.',
          'token',
        );
      case APIErrorCode.ObjectNotFound:
      case APIErrorCode.RestrictedResource:
        throw new NotionUnavailable(
          'Notion cannot find that database for this integration. In Notion, open the database, choose ••• → Connections and add the integration, then check the link.',
          'database',
        );
      case APIErrorCode.RateLimited:
        throw new NotionUnavailable('Notion asked us to slow down. Try again in a minute.', null);
    }
    throw new NotionUnavailable(`Notion could not be reached (${error.message}).`, null);
  }
  if (error instanceof TypeError || (error as { name?: string })?.name === 'FetchError') {
    throw new NotionUnavailable('Notion could not be reached. Try again in a minute.', null);
  }
  throw error;
}

/** The database's title and its (first) data source, the thing pages are queried from. */
export async function describeDatabase(access: NotionAccess): Promise<NotionDatabase> {
  try {
    const raw = await client(access.token).databases.retrieve({ database_id: access.databaseId });
    const database = databaseShape.safeParse(raw);
    if (!database.success) {
      throw new NotionUnavailable(
        'That link is not a Notion database with pages in it.',
        'database',
      );
    }
    return {
      title: plainText(database.data.title) || 'Untitled database',
      dataSourceId: database.data.data_sources[0]!.id,
    };
  } catch (error) {
    explain(error);
  }
}

/** The database's most recently edited pages, newest first. */
export async function listDatabasePages(
  access: NotionAccess,
  dataSourceId: string,
): Promise<NotionPageSummary[]> {
  try {
    const answer = await client(access.token).dataSources.query({
      data_source_id: dataSourceId,
      page_size: LISTED_PAGES,
      sorts: [{ timestamp: 'last_edited_time', direction: 'descending' }],
    });
    return answer.results.flatMap((raw) => summaryOf(raw) ?? []);
  } catch (error) {
    explain(error);
  }
}

/** One page and its top-level blocks, or null when it is gone or not in the connected database. */
export async function readPage(
  access: NotionAccess,
  dataSourceId: string,
  pageId: string,
): Promise<{ page: NotionPageSummary; blocks: unknown[] } | null> {
  const notion = client(access.token);
  try {
    const page = summaryOf(await notion.pages.retrieve({ page_id: pageId }));
    if (!page || page.dataSourceId !== dataSourceId) return null;
    const blocks: unknown[] = [];
    for await (const block of iteratePaginatedAPI(notion.blocks.children.list, {
      block_id: pageId,
    })) {
      blocks.push(block);
      if (blocks.length >= MAX_BLOCKS) break;
    }
    return { page, blocks };
  } catch (error) {
    if (isNotionClientError(error) && error.code === APIErrorCode.ObjectNotFound) return null;
    explain(error);
  }
}
