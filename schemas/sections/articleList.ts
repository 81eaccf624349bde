import { defineField, defineType } from 'sanity';

/** The newest Insights articles. */
export const articleList = defineType({
  name: 'articleList',
  title: 'Article list',
  type: 'object',
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'intro', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
    defineField({
      name: 'limit',
      title: 'How many',
      type: 'number',
      initialValue: 6,
      validation: (rule) => rule.required().integer().min(1).max(24),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Article list' }),
  },
});
