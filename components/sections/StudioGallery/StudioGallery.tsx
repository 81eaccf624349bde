import { SectionLayout } from '../SectionLayout';
import type { SectionOf } from '../types';
import { StudioGalleryGrid } from './StudioGalleryGrid';

/** Our Studio Facilities: a card per studio that opens a full-screen lightbox. */
export function StudioGallery({ section }: { section: SectionOf<'studioGallery'> }) {
  return (
    <SectionLayout id="studio-facilities" heading={section.heading} intro={section.intro}>
      <StudioGalleryGrid studios={section.studios} />
    </SectionLayout>
  );
}
