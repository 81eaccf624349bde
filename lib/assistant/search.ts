// Retrieval over the knowledge's passages with MiniSearch (BM25+, prefix and fuzzy matching). The
// index is rebuilt whenever the published content it was built from changes.
import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import type { Knowledge, Passage } from './knowledge';

// Words that say nothing about what is asked; a question of only these has no answer to find.
const STOP_WORDS = new Set(
  `a an and are as at be by can could do does for from get have how i if in is it me my of on or our
  please so that the their there this to us we what when where which who why will with would you your
  yours tell about any there's i'm im hi hello hey thanks thank`.split(/\s+/),
);

export const searchTerms = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}£]+/u)
    .filter((term) => term.length > 1 && !STOP_WORDS.has(term));

type Indexed = { key: string; index: MiniSearch<Passage> };
let current: Indexed | null = null;

function indexFor(knowledge: Knowledge): MiniSearch<Passage> {
  const key = createHash('sha1').update(JSON.stringify(knowledge.passages)).digest('hex');
  if (current?.key === key) return current.index;
  const index = new MiniSearch<Passage>({
    fields: ['title', 'text'],
    storeFields: ['id', 'kind', 'title', 'text', 'href'],
    tokenize: searchTerms,
    processTerm: (term) => term.toLowerCase(),
    searchOptions: {
      boost: { title: 2 },
      // Short words match only themselves ("sell" is not "well"); longer ones forgive a typo.
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
      tokenize: searchTerms,
    },
  });
  index.addAll(knowledge.passages);
  current = { key, index };
  return index;
}

export type SearchHit = { passage: Passage; score: number; coverage: number };

/**
 * The passages that answer a question, best first. A hit must cover at least half of the question's
 * meaningful words (or two of them), so a question the content does not cover finds nothing.
 */
export function searchPassages(knowledge: Knowledge, question: string, limit = 3): SearchHit[] {
  const terms = [...new Set(searchTerms(question))];
  if (terms.length === 0) return [];
  return indexFor(knowledge)
    .search(question)
    .map((result) => {
      const matched = new Set(result.queryTerms);
      return {
        passage: result as unknown as Passage,
        score: result.score,
        coverage: matched.size / terms.length,
        matched: matched.size,
      };
    })
    .filter((hit) => hit.coverage >= 0.5 || hit.matched >= 2)
    .slice(0, limit)
    .map(({ passage, score, coverage }) => ({
      passage: {
        id: passage.id,
        kind: passage.kind,
        title: passage.title,
        text: passage.text,
        href: passage.href,
      },
      score,
      coverage,
    }));
}
