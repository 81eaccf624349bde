// Small builders for the seed sources. The generator resolves `__asset` keys to asset documents
// and gives every array member a deterministic `_key`.

/** A reference to another seeded document. */
export const ref = (id) => ({ _type: 'reference', _ref: id });

/** An image field with alt text (`figure` type). `key` names an entry of images.mjs. */
export const figure = (key, alt, caption) => ({
  _type: 'figure',
  asset: { __asset: key },
  alt,
  ...(caption ? { caption } : {}),
});

/** A plain image field (no alt), e.g. a logo whose alt is the brand name. */
export const image = (key) => ({ _type: 'image', asset: { __asset: key } });

export const link = (label, href) => ({ _type: 'link', label, href });
export const stat = (value, label) => ({ _type: 'stat', value, label });
export const tile = (title, description, icon) => ({
  _type: 'featureTile',
  title,
  description,
  icon,
});
export const slug = (current) => ({ _type: 'slug', current });
export const seo = (title, description) => ({ _type: 'seo', title, description });

/** Inline text with **bold**, *emphasis* and [links](/path) → Portable Text spans and markDefs. */
function inline(text) {
  const children = [];
  const markDefs = [];
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last)
      children.push({ _type: 'span', text: text.slice(last, match.index), marks: [] });
    if (match[1]) children.push({ _type: 'span', text: match[1], marks: ['strong'] });
    else if (match[2]) children.push({ _type: 'span', text: match[2], marks: ['em'] });
    else {
      const key = `l${markDefs.length + 1}`;
      markDefs.push({ _type: 'link', _key: key, href: match[4] });
      children.push({ _type: 'span', text: match[3], marks: [key] });
    }
    last = match.index + match[0].length;
  }
  if (last < text.length || children.length === 0)
    children.push({ _type: 'span', text: text.slice(last), marks: [] });
  return { children, markDefs };
}

/**
 * Portable Text from a tiny Markdown subset: paragraphs, `## ` / `### ` headings, `> ` quotes and
 * `- ` / `1. ` list items, one per line.
 */
export function pt(markdown) {
  const blocks = [];
  for (const raw of markdown.trim().split(/\n\s*\n/)) {
    for (const line of raw
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)) {
      const bullet = /^- (.*)$/.exec(line);
      const number = /^\d+\. (.*)$/.exec(line);
      const heading = /^(#{2,3}) (.*)$/.exec(line);
      const quote = /^> (.*)$/.exec(line);
      if (bullet || number) {
        blocks.push({
          _type: 'block',
          style: 'normal',
          listItem: bullet ? 'bullet' : 'number',
          level: 1,
          ...inline((bullet ?? number)[1]),
        });
      } else if (heading) {
        blocks.push({
          _type: 'block',
          style: heading[1] === '##' ? 'h2' : 'h3',
          ...inline(heading[2]),
        });
      } else if (quote) {
        blocks.push({ _type: 'block', style: 'blockquote', ...inline(quote[1]) });
      } else {
        blocks.push({ _type: 'block', style: 'normal', ...inline(raw.replace(/\s*\n\s*/g, ' ')) });
        break;
      }
    }
  }
  return blocks;
}

/** A file field (video, audio). `key` names an entry of media.mjs. */
export const file = (key) => ({ _type: 'file', asset: { __asset: key } });
