import { SectionLayout } from '../SectionLayout';
import type { SectionOf } from '../types';
import { PortableTextBody } from './PortableTextBody';

export function RichText({ section }: { section: SectionOf<'richText'> }) {
  return (
    <SectionLayout id={`text-${section._key}`} heading={section.heading}>
      <PortableTextBody value={section.body} />
    </SectionLayout>
  );
}
