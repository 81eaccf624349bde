import { z } from 'zod';
import { hexToUuid } from '../validation/uuid';

/**
 * A Notion database's id from what an admin pastes: its link (the id is the last 32 hex digits of
 * the path, after the title) or the id itself, with or without dashes. Returned dashed, as the API
 * writes it; null when there is no id in it. The SDK's `extractDatabaseId` does the same, but this
 * module also runs in the set-up form, and the SDK would bring its whole client into the browser.
 */
export function notionDatabaseId(input: string): string | null {
  const path = input.trim().split(/[?#]/)[0] ?? '';
  const hex = /([0-9a-f]{32})$/i.exec(path.replaceAll('-', ''))?.[1]?.toLowerCase();
  return hex ? hexToUuid(hex) : null;
}

/** The set-up form, checked the same way in the browser and by `POST /api/notion/connection`. */
export const notionConnectionSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(
      /^(ntn_|secret_)[A-Za-z0-9]{20,200}$/,
      'Paste the internal integration secret: it starts with ntn_ or secret_.',
    ),
  database: z
    .string()
    .trim()
    .max(500, 'That is too long for a Notion link.')
    .refine((value) => notionDatabaseId(value) !== null, 'Paste the database link or its id.'),
});

export type NotionConnectionInput = z.infer<typeof notionConnectionSchema>;

/** `POST /api/notion/import`: which page of the connected database to import. */
export const notionImportSchema = z.object({
  pageId: z.guid('That is not a Notion page id.'),
});
