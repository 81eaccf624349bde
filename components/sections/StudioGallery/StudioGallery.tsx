import { SanityImage } from '@/components/media/SanityImage';
import { SectionLayout } from '../SectionLayout';
import type { SectionOf } from '../types';
import * as styles from './StudioGallery.css';
import { StudioGalleryGrid } from './StudioGalleryGrid';

/** Our Studio Facilities: a card per studio that opens a full-screen lightbox. */
export function StudioGallery({ section }: { section: SectionOf<'studioGallery'> }) {
  // The images are drawn here, on the server, so the browser's grid gets <img> elements and no
  // image URL code.
  const studios = section.studios.map(({ image, ...studio }) => ({
    ...studio,
    cardImage: (
      <SanityImage
        image={image}
        alt=""
        sizes="(max-width: 600px) 100vw, (max-width: 1100px) 50vw, 400px"
        aspectRatio={3 / 2}
        className={styles.image}
      />
    ),
    lightboxImage: (
      <SanityImage
        image={image}
        sizes="(max-width: 900px) 100vw, 640px"
        className={styles.lightboxImage}
      />
    ),
  }));
  return (
    <SectionLayout id="studio-facilities" heading={section.heading} intro={section.intro}>
      <StudioGalleryGrid studios={studios} />
    </SectionLayout>
  );
}
