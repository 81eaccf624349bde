import { defineField, defineType } from 'sanity';
import { orderField, stringField, textField } from '../fields';

export const faq = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'document',
  fields: [
    stringField('question', 160, { required: true }),
    textField('answer', 4, 1200, { required: true }),
    defineField({
      name: 'category',
      type: 'string',
      options: { list: ['booking', 'studio', 'production', 'general'] },
    }),
    orderField,
  ],
  preview: { select: { title: 'question', subtitle: 'category' } },
});
