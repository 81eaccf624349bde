import { z } from 'zod';

/** A Sanity Portable Text block, as allowed by schemas/objects/portableText.ts. */
export type PortableTextBlock = {
  _type: 'block';
  _key: string;
  style: 'normal' | 'h2' | 'h3' | 'blockquote';
  listItem?: 'bullet' | 'number';
  level?: number;
  markDefs: { _type: 'link'; _key: string; href: string }[];
  children: { _type: 'span'; _key: string; text: string; marks: string[] }[];
};

type BlockFormat = Pick<PortableTextBlock, 'style' | 'listItem' | 'level'>;

// The page title is the h1 and the schema starts at h2, so Notion's top two heading levels merge.
const formats = new Map<string, BlockFormat>([
  ['paragraph', { style: 'normal' }],
  ['heading_1', { style: 'h2' }],
  ['heading_2', { style: 'h2' }],
  ['heading_3', { style: 'h3' }],
  ['quote', { style: 'blockquote' }],
  ['bulleted_list_item', { style: 'normal', listItem: 'bullet', level: 1 }],
  ['numbered_list_item', { style: 'normal', listItem: 'number', level: 1 }],
]);

// The id becomes a Sanity `_key`, which appears in document paths: letters, digits and dashes only.
const blockSchema = z.looseObject({
  id: z.string().regex(/^-*[A-Za-z0-9][A-Za-z0-9-]*$/),
  type: z.string(),
});

const richTextSchema = z.object({ rich_text: z.array(z.unknown()) });

// Lenient with what only formats: a broken href or annotation loses the mark, not the text.
const richTextItemSchema = z.object({
  plain_text: z.string(),
  href: z.string().nullish().catch(null),
  annotations: z
    .object({ bold: z.boolean().catch(false), italic: z.boolean().catch(false) })
    .catch({ bold: false, italic: false }),
});

// The schema's rule for links, so imported documents pass validation, minus Notion's links to its
// own pages ("/<page id>"), which lead nowhere on this site.
const safeHref = /^(\/(?![0-9a-f]{32}(?:[?#]|$))|#|https?:\/\/|mailto:|tel:)/i;

function convertBlock(
  content: unknown,
  key: string,
  format: BlockFormat,
): PortableTextBlock | null {
  const parsed = richTextSchema.safeParse(content);
  const items = parsed.success ? parsed.data.rich_text : [];
  const block: PortableTextBlock = {
    _type: 'block',
    _key: key,
    ...format,
    markDefs: [],
    children: [],
  };

  for (const raw of items) {
    const item = richTextItemSchema.safeParse(raw);
    if (!item.success || item.data.plain_text === '') continue;
    const { plain_text: text, href, annotations } = item.data;

    const marks: string[] = [];
    if (annotations.bold) marks.push('strong');
    if (annotations.italic) marks.push('em');
    if (href && safeHref.test(href)) {
      let link = block.markDefs.find((def) => def.href === href);
      if (!link) {
        link = { _type: 'link', _key: `${key}l${block.markDefs.length}`, href };
        block.markDefs.push(link);
      }
      marks.push(link._key);
    }
    block.children.push({ _type: 'span', _key: `${key}s${block.children.length}`, text, marks });
  }

  // Notion keeps empty paragraphs as spacing; Portable Text has no use for blank blocks.
  return block.children.some((span) => span.text.trim()) ? block : null;
}

/**
 * Converts the blocks of a Notion page (`blocks.children.list`) to Portable Text.
 * Blocks it cannot represent are left out and their types listed in `skipped`, in order.
 */
export function notionBlocksToPortableText(blocks: readonly unknown[]): {
  body: PortableTextBlock[];
  skipped: string[];
} {
  const body: PortableTextBlock[] = [];
  const skipped: string[] = [];

  for (const raw of blocks) {
    const parsed = blockSchema.safeParse(raw);
    if (!parsed.success) {
      skipped.push('unknown');
      continue;
    }
    const block = parsed.data;
    const format = formats.get(block.type);
    if (!format) {
      skipped.push(block.type);
      continue;
    }
    // Keys come from Notion ids, so importing the same page again yields the same document.
    const key = block.id.replace(/-/g, '').slice(0, 12);
    const converted = convertBlock(block[block.type], key, format);
    if (converted) body.push(converted);
  }

  return { body, skipped };
}

/** The first plain paragraph as one line, cut at a word boundary to at most `max` characters. */
export function excerptFrom(body: readonly PortableTextBlock[], max = 300): string {
  const first = body.find((block) => block.style === 'normal' && !block.listItem);
  const text = (first?.children.map((span) => span.text).join('') ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  if (max < 1) return '';

  // Keep room for the '…'; a single word longer than that is cut where it must be.
  const space = text.lastIndexOf(' ', max - 1);
  return `${text.slice(0, space > 0 ? space : max - 1)}…`;
}

/** A URL slug in Sanity's 96-character limit; '' when the title has no letters or digits. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= 96) return slug;

  const dash = slug.lastIndexOf('-', 96);
  return slug.slice(0, dash > 0 ? dash : 96);
}
