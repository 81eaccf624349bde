import { defineArrayMember, defineField, defineType } from 'sanity';

/** Podcasts produced in the studio (Our Work). */
export const podcastList = defineType({
  name: 'podcastList',
  title: 'Podcast list',
  type: 'object',
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'intro', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
    defineField({
      name: 'podcasts',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'podcast' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Podcast list' }),
  },
});
