import { defineArrayMember, defineField, defineType } from 'sanity';

/** Equipment tiles, the client logo wall and the stats band. */
export const trustedBy = defineType({
  name: 'trustedBy',
  title: 'Trusted by',
  type: 'object',
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'intro', type: 'text', rows: 3, validation: (rule) => rule.max(400) }),
    defineField({
      name: 'equipment',
      type: 'array',
      of: [defineArrayMember({ type: 'featureTile' })],
      validation: (rule) => rule.max(4),
    }),
    defineField({ name: 'logosHeading', type: 'string', validation: (rule) => rule.max(80) }),
    defineField({
      name: 'logos',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'clientLogo' }] })],
      validation: (rule) => rule.max(12).unique(),
    }),
    defineField({
      name: 'stats',
      type: 'array',
      of: [defineArrayMember({ type: 'stat' })],
      validation: (rule) => rule.max(4),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Trusted by' }),
  },
});
