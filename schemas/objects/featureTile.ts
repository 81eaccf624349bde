import { defineField, defineType } from '@sanity/types';
import { titleAndDescription } from '../fields';

export const featureIcons = [
  'mic',
  'radio',
  'video',
  'mobile',
  'headphones',
  'camera',
  'sliders',
  'light',
  'users',
  'calendar',
] as const;

/** A short feature with an icon, e.g. "Professional Microphones". */
export const featureTile = defineType({
  name: 'featureTile',
  title: 'Feature tile',
  type: 'object',
  fields: [
    ...titleAndDescription(60, 2, 240),
    defineField({
      name: 'icon',
      type: 'string',
      options: { list: [...featureIcons] },
      initialValue: 'mic',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
});
