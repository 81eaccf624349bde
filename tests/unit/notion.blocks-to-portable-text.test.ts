import { describe, expect, it } from 'vitest';
import {
  excerptFrom,
  notionBlocksToPortableText,
  slugFromTitle,
  type PortableTextBlock,
} from '@/lib/notion/portable-text';

type Annotations = { bold?: boolean; italic?: boolean; code?: boolean };

// A rich text item as the Notion API returns it.
const text = (content: string, annotations: Annotations = {}, href: string | null = null) => ({
  type: 'text',
  text: { content, link: href ? { url: href } : null },
  annotations: {
    bold: false,
    italic: false,
    strikethrough: false,
    underline: false,
    code: false,
    color: 'default',
    ...annotations,
  },
  plain_text: content,
  href,
});

let counter = 0;
// A block as `blocks.children.list` returns it; ids are unique UUIDs like Notion's.
const block = (type: string, content: Record<string, unknown> = {}) => {
  counter += 1;
  const n = counter.toString(16).padStart(4, '0');
  return {
    object: 'block',
    id: `a1b2${n}-e5f6-4a7b-8c9d-0e1f2a3b4c5d`,
    parent: { type: 'page_id', page_id: '59833787-2cf9-4fdf-8782-e53db20768a5' },
    created_time: '2025-09-10T08:15:00.000Z',
    last_edited_time: '2025-09-10T08:20:00.000Z',
    has_children: false,
    archived: false,
    in_trash: false,
    type,
    [type]: content,
  };
};

const richBlock = (type: string, ...richText: unknown[]) =>
  block(type, { rich_text: richText, color: 'default' });

const convert = (...blocks: unknown[]) => notionBlocksToPortableText(blocks);

describe('Notion blocks to Portable Text', () => {
  it('maps each supported block type to its style and list', () => {
    const { body, skipped } = convert(
      {
        ...richBlock('paragraph', text('A paragraph')),
        id: 'c0ffee00-1234-4a7b-8c9d-0e1f2a3b4c5d',
      },
      richBlock('heading_1', text('Heading one')),
      richBlock('heading_2', text('Heading two')),
      richBlock('heading_3', text('Heading three')),
      richBlock('quote', text('A quote')),
      richBlock('bulleted_list_item', text('A bullet')),
      richBlock('numbered_list_item', text('A number')),
    );

    expect(skipped).toEqual([]);
    expect(body.map(({ style, listItem, level }) => ({ style, listItem, level }))).toEqual([
      { style: 'normal', listItem: undefined, level: undefined },
      { style: 'h2', listItem: undefined, level: undefined },
      { style: 'h2', listItem: undefined, level: undefined },
      { style: 'h3', listItem: undefined, level: undefined },
      { style: 'blockquote', listItem: undefined, level: undefined },
      { style: 'normal', listItem: 'bullet', level: 1 },
      { style: 'normal', listItem: 'number', level: 1 },
    ]);
    expect(body[0]).toEqual({
      _type: 'block',
      _key: 'c0ffee001234',
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: 'c0ffee001234s0', text: 'A paragraph', marks: [] }],
    });
  });

  it('turns bold and italic into strong and em, ignoring other annotations', () => {
    const { body } = convert(
      richBlock(
        'paragraph',
        text('Plain, '),
        text('bold', { bold: true }),
        text(', '),
        text('both', { bold: true, italic: true }),
        text(' and '),
        text('code', { code: true }),
      ),
    );

    expect(body[0]?.children.map(({ text, marks }) => ({ text, marks }))).toEqual([
      { text: 'Plain, ', marks: [] },
      { text: 'bold', marks: ['strong'] },
      { text: ', ', marks: [] },
      { text: 'both', marks: ['strong', 'em'] },
      { text: ' and ', marks: [] },
      { text: 'code', marks: [] },
    ]);
  });

  it('links safe hrefs once per distinct href and keeps the text of unsafe and Notion-internal ones', () => {
    const { body } = convert(
      richBlock(
        'paragraph',
        text('Read '),
        text('the guide', {}, 'https://example.com/guide'),
        text(', '),
        text('the guide again', { bold: true }, 'https://example.com/guide'),
        text(' or '),
        text('click me', {}, 'javascript:alert(document.cookie)'),
        text(' or '),
        text('a Notion page', {}, '/0f1e2d3c4b5a69788796a5b4c3d2e1f0'),
      ),
    );
    const [paragraph] = body;
    const link = `${paragraph?._key}l0`;

    expect(paragraph?.markDefs).toEqual([
      { _type: 'link', _key: link, href: 'https://example.com/guide' },
    ]);
    expect(paragraph?.children.map(({ text, marks }) => [text, marks])).toEqual([
      ['Read ', []],
      ['the guide', [link]],
      [', ', []],
      ['the guide again', ['strong', link]],
      [' or ', []],
      ['click me', []],
      [' or ', []],
      ['a Notion page', []],
    ]);
  });

  it('reports unsupported block types in order and leaves them out', () => {
    const { body, skipped } = convert(
      block('image', {
        type: 'external',
        external: { url: 'https://example.com/a.png' },
        caption: [],
      }),
      richBlock('paragraph', text('Kept')),
      block('divider'),
      block('to_do', { rich_text: [text('Buy milk')], checked: false }),
      block('table', { table_width: 2, has_column_header: true, has_row_header: false }),
      block('divider'),
    );

    expect(body.map((b) => b.children[0]?.text)).toEqual(['Kept']);
    expect(skipped).toEqual(['image', 'divider', 'to_do', 'table', 'divider']);
  });

  it('reports malformed blocks as unknown instead of throwing', () => {
    const { body, skipped } = convert(
      null,
      'paragraph',
      { type: 'paragraph', paragraph: { rich_text: [text('No id')] } },
      { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' },
      richBlock('paragraph', text('Fine')),
    );

    expect(skipped).toEqual(['unknown', 'unknown', 'unknown', 'unknown']);
    expect(body).toHaveLength(1);
  });

  it('survives broken rich text in a well-formed block', () => {
    const { body, skipped } = convert(
      block('paragraph', { rich_text: 'not an array' }),
      block('heading_2', {}),
      richBlock('paragraph', null, { plain_text: 42 }, { plain_text: 'No annotations or href' }),
    );

    expect(skipped).toEqual([]);
    expect(body).toHaveLength(1);
    expect(body[0]?.children).toEqual([
      { _type: 'span', _key: `${body[0]?._key}s0`, text: 'No annotations or href', marks: [] },
    ]);
  });

  it('drops empty paragraphs and empty rich text items silently', () => {
    const { body, skipped } = convert(
      richBlock('paragraph'),
      richBlock('paragraph', text('   '), text('\n')),
      richBlock('paragraph', text(''), text('Text')),
    );

    expect(skipped).toEqual([]);
    expect(body).toHaveLength(1);
    expect(body[0]?.children.map((span) => [span._key.slice(-2), span.text])).toEqual([
      ['s0', 'Text'],
    ]);
  });

  it('gives the same keys when the same page is converted again', () => {
    const page = [
      richBlock('heading_2', text('Title')),
      richBlock('paragraph', text('See '), text('this', {}, '/services')),
      block('callout', { rich_text: [text('Note')], icon: { type: 'emoji', emoji: '💡' } }),
    ];

    const first = notionBlocksToPortableText(page);
    const second = notionBlocksToPortableText(structuredClone(page));

    expect(second).toEqual(first);
    expect(new Set(first.body.map((b) => b._key)).size).toBe(first.body.length);
    expect(first.body[1]?.markDefs[0]?._key).toBe(`${first.body[1]?._key}l0`);
  });
});

describe('excerptFrom', () => {
  const body = (...blocks: unknown[]): PortableTextBlock[] => convert(...blocks).body;

  it('takes the first plain paragraph, skipping headings and lists', () => {
    const content = body(
      richBlock('heading_2', text('Heading')),
      richBlock('bulleted_list_item', text('A bullet')),
      richBlock('paragraph', text('First  line\nand '), text('more', { bold: true })),
      richBlock('paragraph', text('Second paragraph')),
    );

    expect(excerptFrom(content)).toBe('First line and more');
  });

  it('cuts at a word boundary and stays within max', () => {
    const content = body(richBlock('paragraph', text('The quick brown fox jumps over the dog')));

    expect(excerptFrom(content, 20)).toBe('The quick brown fox…');
    expect(excerptFrom(content, 19)).toBe('The quick brown…');
    for (let max = 1; max <= 40; max += 1) {
      expect(excerptFrom(content, max).length).toBeLessThanOrEqual(max);
    }
  });

  it('hard-cuts a single long word and is empty without a paragraph', () => {
    expect(excerptFrom(body(richBlock('paragraph', text('Supercalifragilistic'))), 6)).toBe(
      'Super…',
    );
    expect(excerptFrom(body(richBlock('quote', text('Only a quote'))))).toBe('');
    expect(excerptFrom([])).toBe('');
  });
});

describe('slugFromTitle', () => {
  it('strips accents and punctuation', () => {
    expect(slugFromTitle('Crème brûlée: ¿Qué pasa?')).toBe('creme-brulee-que-pasa');
    expect(slugFromTitle('  Hello, World!  2025 ')).toBe('hello-world-2025');
    expect(slugFromTitle('Ångström & Señor — Ça va')).toBe('angstrom-senor-ca-va');
  });

  it('is empty for a title without letters or digits', () => {
    expect(slugFromTitle('!!! — ???')).toBe('');
  });

  it('keeps to 96 characters, cutting between words', () => {
    const slug = slugFromTitle('word '.repeat(40));

    expect(slug.length).toBeLessThanOrEqual(96);
    expect(slug).toMatch(/^(word-)*word$/);
    expect(slugFromTitle('x'.repeat(120))).toBe('x'.repeat(96));
  });
});
