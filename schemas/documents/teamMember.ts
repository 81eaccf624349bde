import { defineField, defineType } from 'sanity';
import { orderField, slugField } from './shared';

export const teamMember = defineType({
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(80) }),
    slugField('name'),
    defineField({ name: 'role', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'credentials',
      type: 'string',
      validation: (rule) => rule.required().max(160),
    }),
    defineField({
      name: 'expertise',
      type: 'array',
      of: [{ type: 'string' }],
      options: { layout: 'tags' },
    }),
    defineField({
      name: 'blurb',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().max(500),
    }),
    defineField({ name: 'image', type: 'figure' }),
    orderField,
  ],
  preview: { select: { title: 'name', subtitle: 'role', media: 'image' } },
});
