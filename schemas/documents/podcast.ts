import { defineField, defineType } from 'sanity';
import { orderField, slugField, stringField, textField, titleField } from '../fields';

/** A show produced in the studio, listed on Our Work. */
export const podcast = defineType({
  name: 'podcast',
  title: 'Podcast',
  type: 'document',
  fields: [
    titleField(100),
    slugField(),
    stringField('host', 100),
    stringField('category', 40),
    textField('description', 3, 400, { required: true }),
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
