import { defineField, defineType } from 'sanity';

export const richText = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'object',
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.max(100) }),
    defineField({ name: 'body', type: 'portableText', validation: (rule) => rule.required() }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title ?? 'Text', subtitle: 'Rich text' }),
  },
});
