import { defineArrayMember, defineField, defineType } from 'sanity';
import { featureIcons } from '../objects/featureTile';

/** Explore Our Services: cards that each lead to a part of the site. */
export const exploreServices = defineType({
  name: 'exploreServices',
  title: 'Explore services',
  type: 'object',
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'intro', type: 'text', rows: 3, validation: (rule) => rule.max(400) }),
    defineField({
      name: 'cards',
      type: 'array',
      validation: (rule) => rule.required().min(1).max(4),
      of: [
        defineArrayMember({
          name: 'exploreCard',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: 'description',
              type: 'text',
              rows: 2,
              validation: (rule) => rule.max(240),
            }),
            defineField({ name: 'icon', type: 'string', options: { list: [...featureIcons] } }),
            defineField({ name: 'link', type: 'link', validation: (rule) => rule.required() }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'links',
      title: 'Further links',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.max(4),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Explore services' }),
  },
});
