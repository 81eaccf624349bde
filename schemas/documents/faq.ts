import { defineField, defineType } from 'sanity';
import { orderField } from './shared';

export const faq = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'document',
  fields: [
    defineField({
      name: 'question',
      type: 'string',
      validation: (rule) => rule.required().max(160),
    }),
    defineField({
      name: 'answer',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().max(1200),
    }),
    defineField({
      name: 'category',
      type: 'string',
      options: { list: ['booking', 'studio', 'production', 'general'] },
    }),
    orderField,
  ],
  preview: { select: { title: 'question', subtitle: 'category' } },
});
