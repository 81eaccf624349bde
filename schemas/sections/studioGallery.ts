import { defineSection, headingAndIntro, referenceList } from '../fields';

/** Our Studio Facilities: the studio cards that open the lightbox. */
export const studioGallery = defineSection({
  name: 'studioGallery',
  title: 'Studio gallery',
  fields: [...headingAndIntro('long'), referenceList('studios', 'studio', { max: 8 })],
});
