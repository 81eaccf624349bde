import { SectionLayout } from '../SectionLayout';
import type { SectionOf } from '../types';
import { StatList } from './StatList';

export function Stats({ section }: { section: SectionOf<'stats'> }) {
  return (
    <SectionLayout id={`stats-${section._key}`} heading={section.heading} intro={section.intro}>
      <StatList stats={section.items} tone="band" />
    </SectionLayout>
  );
}
