// Stories show the real seed: the page query runs over content/production.ndjson in the browser
// (groq-js), so each story gets exactly the joined shape a page gets from the store.
import { evaluate, parse } from 'groq-js';
import type { SectionOf, SectionType } from '@/components/sections/types';
import { pageBySlugQuery } from '@/lib/content/queries';
import type { PageBySlugQueryResult } from '@/lib/content/sanity.types';
import seedText from '../../content/production.ndjson?raw';

const dataset = seedText
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Record<string, unknown>);

/** The first block of this type on the seeded page with this slug. */
export async function seedSection<Type extends SectionType>(
  slug: string,
  type: Type,
): Promise<SectionOf<Type>> {
  const page = (await (
    await evaluate(parse(pageBySlugQuery), { dataset, params: { slug } })
  ).get()) as PageBySlugQueryResult;
  const section = page?.sections.find((block): block is SectionOf<Type> => block._type === type);
  if (!section) throw new Error(`The seed has no ${type} section on the page "${slug}".`);
  return section;
}

/** A Storybook loader that puts the seeded section into `loaded.section`. */
export const loadSection =
  <Type extends SectionType>(slug: string, type: Type) =>
  async () => ({ section: await seedSection(slug, type) });
