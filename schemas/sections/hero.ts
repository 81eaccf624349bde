import { defineField } from '@sanity/types';
import { defineSection, linkField, listOf, stringField, textField } from '../fields';

const variantCopy = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'object',
    validation: (rule) => rule.required(),
    fields: [
      stringField('headline', 120, { required: true }),
      textField('copy', 3, 400, { required: true }),
      listOf('stats', 'stat', 6),
    ],
  });

/** The home hero; its headline, copy and figures exist once per variant of the heroSection A/B test. */
export const hero = defineSection({
  name: 'hero',
  title: 'Hero',
  fields: [
    stringField('badge', 60, { required: true }),
    defineField({
      name: 'variants',
      title: 'Copy per A/B variant',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        variantCopy('control', 'Control (professional emphasis)'),
        variantCopy('viral_focus', 'Viral focus (viral emphasis)'),
      ],
    }),
    linkField('primaryCta', 'Primary button', { required: true }),
    linkField('secondaryCta', 'Secondary button', { required: true }),
    listOf('eventPhotos', 'figure', 4),
  ],
  listedBy: 'variants.control.headline',
});
