import { defineField, defineType } from 'sanity';

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
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.max(240),
    }),
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
