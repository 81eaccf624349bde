import { defineField, defineType } from 'sanity';
import { APPLE_CATEGORIES } from '../../lib/podcasts/apple';
import { orderField, slugField, stringField, textField, titleField } from '../fields';

/** A show produced in the studio, listed on Our Work, with its page and podcast feed (`/our-work/{slug}`). */
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
    stringField('author', 100, {
      description: 'Who makes the show, as podcast apps name it; the studio’s name if empty.',
    }),
    defineField({
      name: 'appleCategory',
      title: 'Apple Podcasts category',
      type: 'string',
      description: 'The feed’s category; else the nearest to Category.',
      options: { list: [...APPLE_CATEGORIES] },
    }),
    defineField({
      name: 'explicit',
      type: 'boolean',
      description: 'Whether episodes contain explicit language (podcast apps mark the show).',
      initialValue: false,
    }),
    orderField,
  ],
  preview: { select: { title: 'title', subtitle: 'host', media: 'cover' } },
});
