import { defineArrayMember, defineField, defineType } from 'sanity';

/** The opening block of an inner page: eyebrow, the page's one h1, a lead and buttons. */
export const pageHeader = defineType({
  name: 'pageHeader',
  title: 'Page header',
  type: 'object',
  fields: [
    defineField({ name: 'eyebrow', type: 'string', validation: (rule) => rule.max(60) }),
    defineField({
      name: 'heading',
      type: 'string',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({ name: 'lead', type: 'text', rows: 3, validation: (rule) => rule.max(400) }),
    defineField({
      name: 'actions',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.max(3),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Page header' }),
  },
});
