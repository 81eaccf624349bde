import { bodyField, defineSection, headingField } from '../fields';

export const richText = defineSection({
  name: 'richText',
  title: 'Rich text',
  fields: [headingField(100, { required: false }), bodyField],
  untitled: 'Text',
});
