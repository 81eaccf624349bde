// What the share card can draw: the characters of the font it ships (lib/social/fonts), nothing else.
// The card's renderer fetches a font or an emoji image from the internet for any character its fonts
// lack, so text is cut to the font first: the card is drawn offline and always.
import coverage from './fonts/share-card-coverage.json';

/** The font's characters as sorted [first, last] code point ranges (.scripts/share-card-font.py). */
const ranges = coverage as [number, number][];

/** Stands for a word in a script the font lacks (CJK, Arabic, ...), so the title shows a gap. */
export const OMITTED = '…';

export function fontHas(codePoint: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last] = ranges[middle]!;
    if (codePoint < first) high = middle - 1;
    else if (codePoint > last) low = middle + 1;
    else return true;
  }
  return false;
}

/**
 * `text` with only characters the font has: spacing becomes a space, a run of letters or digits the
 * font lacks becomes one `OMITTED`, anything else it lacks (emoji, their joiners and modifiers,
 * controls) is dropped.
 */
export function drawableText(text: string): string {
  let drawable = '';
  let omitting = false;
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    if (/\s/u.test(character)) {
      drawable += ' ';
      omitting = false;
    } else if (/\p{C}/u.test(character)) {
      // Controls, joiners, private use and lone surrogates: nothing to draw.
    } else if (fontHas(codePoint)) {
      drawable += character;
      omitting = false;
    } else if (/[\p{L}\p{N}]/u.test(character) && !omitting) {
      drawable += OMITTED;
      omitting = true;
    }
  }
  return drawable.replace(/ {2,}/g, ' ').trim();
}
