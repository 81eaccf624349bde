import { defineArrayMember, defineField, defineType } from 'sanity';

export const stats = defineType({
  name: 'stats',
  title: 'Figures',
  type: 'object',
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.max(80) }),
    defineField({ name: 'intro', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
    defineField({
      name: 'items',
      type: 'array',
      of: [defineArrayMember({ type: 'stat' })],
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title ?? 'Figures', subtitle: 'Figures' }),
  },
});
