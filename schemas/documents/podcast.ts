import { defineField, defineType } from 'sanity';
import { orderField, slugField } from './shared';

/** A show produced in the studio, listed on Our Work. */
export const podcast = defineType({
  name: 'podcast',
  title: 'Podcast',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(100) }),
    slugField(),
    defineField({ name: 'host', type: 'string', validation: (rule) => rule.max(100) }),
    defineField({ name: 'category', type: 'string', validation: (rule) => rule.max(40) }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400),
    }),
    defineField({ name: 'cover', type: 'figure' }),
    defineField({
      name: 'episodeCount',
      type: 'number',
      validation: (rule) => rule.integer().min(0),
    }),
    defineField({ name: 'awards', type: 'array', of: [{ type: 'string' }] }),
    defineField({ name: 'listenUrl', type: 'url' }),
    orderField,
  ],
  preview: { select: { title: 'title', subtitle: 'host', media: 'cover' } },
});
