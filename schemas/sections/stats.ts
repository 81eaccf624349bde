import { defineSection, headingField, introField, listOf } from '../fields';

export const stats = defineSection({
  name: 'stats',
  title: 'Figures',
  fields: [
    headingField(80, { required: false }),
    introField(),
    listOf('items', 'stat', 6, { required: true }),
  ],
  untitled: 'Figures',
});
