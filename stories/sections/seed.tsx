// Stories show the real seed: the page query runs over content/production.ndjson in the browser
// (groq-js), so each story gets exactly the joined shape a page gets from the store.
import type { Meta } from '@storybook/nextjs-vite';
import { evaluate, parse } from 'groq-js';
import type { ComponentType } from 'react';
import type { SectionOf, SectionType } from '@/components/sections/types';
import { pageBySlugQuery } from '@/lib/content/queries';
import type { PageBySlugQueryResult } from '@/lib/content/sanity.types';
import seedText from '../../content/production.ndjson?raw';

const dataset = seedText
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Record<string, unknown>);

/** A site query's result over the seed, as the store would answer it. */
export async function seedQuery<Result>(query: string, params: Record<string, unknown>) {
  return (await (await evaluate(parse(query), { dataset, params })).get()) as Result;
}

/** The first block of this type on the seeded page with this slug. */
export async function seedSection<Type extends SectionType>(
  slug: string,
  type: Type,
): Promise<SectionOf<Type>> {
  const page = await seedQuery<PageBySlugQueryResult>(pageBySlugQuery, { slug });
  const section = page?.sections.find((block): block is SectionOf<Type> => block._type === type);
  if (!section) throw new Error(`The seed has no ${type} section on the page "${slug}".`);
  return section;
}

/** A Storybook loader that puts the seeded section into `loaded.section`. */
export const loadSection =
  <Type extends SectionType>(slug: string, type: Type) =>
  async () => ({ section: await seedSection(slug, type) });

/** The meta of a section's stories: the seeded block of that page, rendered by the section. */
export function seeded<Type extends SectionType>(
  Section: ComponentType<{ section: SectionOf<Type> }>,
  slug: string,
  type: Type,
) {
  return {
    loaders: [loadSection(slug, type)],
    render: (_args, { loaded }) => <Section section={loaded.section as SectionOf<Type>} />,
  } satisfies Meta;
}
