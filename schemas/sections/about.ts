import { defineField, defineType } from 'sanity';

/** The voice and podcast philosophy, the studio and its lead producer. */
export const about = defineType({
  name: 'about',
  title: 'About',
  type: 'object',
  fields: [
    defineField({ name: 'eyebrow', type: 'string', validation: (rule) => rule.max(60) }),
    defineField({
      name: 'heading',
      type: 'string',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({ name: 'body', type: 'portableText', validation: (rule) => rule.required() }),
    defineField({ name: 'image', type: 'figure' }),
    defineField({ name: 'leadProducer', type: 'reference', to: [{ type: 'teamMember' }] }),
    defineField({ name: 'cta', title: 'Link', type: 'link' }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'About' }) },
});
