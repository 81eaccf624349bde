import { defineField, defineType } from 'sanity';

/** The open job postings. */
export const careersList = defineType({
  name: 'careersList',
  title: 'Careers list',
  type: 'object',
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'intro', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
    defineField({
      name: 'emptyText',
      title: 'Text when no role is open',
      type: 'string',
      validation: (rule) => rule.required().max(200),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Careers list' }),
  },
});
