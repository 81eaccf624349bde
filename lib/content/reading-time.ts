// Reading time of Portable Text: words of every text block, at an adult's silent reading pace.
export const WORDS_PER_MINUTE = 200;

type Block = { _type: string; children?: { text?: string }[] };

/** The plain text of the text blocks (figures and other embeds carry no words). */
export function portableTextPlain(blocks: readonly Block[] | null | undefined): string {
  return (blocks ?? [])
    .filter((block) => block._type === 'block')
    .map((block) => (block.children ?? []).map((child) => child.text ?? '').join(''))
    .join('\n\n');
}

/** Whole minutes, at least one. */
export function readingMinutes(blocks: readonly Block[] | null | undefined): number {
  const words = portableTextPlain(blocks).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
