import { defineArrayMember, defineField, defineType } from 'sanity';

/** The team: members, stat tiles, an industry event, a client quote and the reviews note. */
export const team = defineType({
  name: 'team',
  title: 'Team',
  type: 'object',
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'intro', type: 'text', rows: 3, validation: (rule) => rule.max(400) }),
    defineField({
      name: 'members',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'teamMember' }] })],
      validation: (rule) => rule.required().min(1).max(6).unique(),
    }),
    defineField({
      name: 'statTiles',
      type: 'array',
      of: [defineArrayMember({ type: 'stat' })],
      validation: (rule) => rule.max(4),
    }),
    defineField({
      name: 'industryEvent',
      type: 'object',
      fields: [
        defineField({
          name: 'title',
          type: 'string',
          validation: (rule) => rule.required().max(100),
        }),
        defineField({
          name: 'description',
          type: 'text',
          rows: 3,
          validation: (rule) => rule.max(400),
        }),
        defineField({ name: 'image', type: 'figure' }),
      ],
    }),
    defineField({
      name: 'clientQuote',
      type: 'object',
      fields: [
        defineField({
          name: 'quote',
          type: 'text',
          rows: 3,
          validation: (rule) => rule.required().max(400),
        }),
        defineField({
          name: 'author',
          type: 'string',
          validation: (rule) => rule.required().max(80),
        }),
        defineField({ name: 'role', type: 'string', validation: (rule) => rule.max(100) }),
      ],
    }),
    defineField({
      name: 'reviewCount',
      type: 'number',
      validation: (rule) => rule.integer().min(0),
    }),
    defineField({
      name: 'reviewRating',
      title: 'Average rating (out of 5)',
      type: 'number',
      validation: (rule) => rule.min(0).max(5),
    }),
    defineField({ name: 'cta', title: 'Link', type: 'link' }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Team' }) },
});
