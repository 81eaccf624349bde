import { defineField, defineType } from 'sanity';
import { orderField, slugField, stringField, textField } from '../fields';

export const teamMember = defineType({
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  fields: [
    stringField('name', 80, { required: true }),
    slugField('name'),
    stringField('role', 80, { required: true }),
    stringField('credentials', 160, { required: true }),
    defineField({
      name: 'expertise',
      type: 'array',
      of: [{ type: 'string' }],
      options: { layout: 'tags' },
    }),
    textField('blurb', 4, 500, { required: true }),
    defineField({ name: 'image', type: 'figure' }),
    orderField,
  ],
  preview: { select: { title: 'name', subtitle: 'role', media: 'image' } },
});
