import { defineField } from '@sanity/types';
import { bodyField, defineSection, eyebrowField, headingField, linkField } from '../fields';

/** The voice and podcast philosophy, the studio and its lead producer. */
export const about = defineSection({
  name: 'about',
  title: 'About',
  fields: [
    eyebrowField,
    headingField(100),
    bodyField,
    defineField({ name: 'image', type: 'figure' }),
    defineField({ name: 'leadProducer', type: 'reference', to: [{ type: 'teamMember' }] }),
    linkField('cta', 'Link'),
  ],
});
