import { defineField, defineType } from 'sanity';
import { EPISODE_AUDIO_TYPES } from '../../lib/podcasts/apple';
import { stringField, textField, titleField } from '../fields';

/**
 * One episode of a show: on the show's page (`/our-work/{show}`) with a player, and in its podcast
 * feed once published with audio (an uploaded file, or a URL with its size and type).
 */
export const episode = defineType({
  name: 'episode',
  title: 'Episode',
  type: 'document',
  fields: [
    defineField({
      name: 'show',
      type: 'reference',
      to: [{ type: 'podcast' }],
      validation: (rule) => rule.required(),
    }),
    titleField(120, { description: 'Without the episode number: apps show the number apart.' }),
    defineField({
      name: 'episodeNumber',
      title: 'Number',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Date',
      type: 'datetime',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'audio',
      title: 'Audio file',
      type: 'file',
      description: 'MP3 or M4A. Or give an audio URL below.',
      options: { accept: 'audio/mpeg,audio/mp4,audio/x-m4a,audio/wav' },
    }),
    defineField({
      name: 'audioUrl',
      title: 'Audio URL',
      type: 'url',
      description: 'An episode hosted elsewhere; used when there is no audio file.',
      validation: (rule) => rule.uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'audioSize',
      title: 'Audio URL size (bytes)',
      type: 'number',
      description: 'The size of the file at the audio URL; podcast apps need it.',
      hidden: ({ document }) => !document?.audioUrl,
      validation: (rule) => rule.integer().min(1),
    }),
    defineField({
      name: 'audioType',
      title: 'Audio URL type',
      type: 'string',
      options: { list: [...EPISODE_AUDIO_TYPES] },
      initialValue: 'audio/mpeg',
      hidden: ({ document }) => !document?.audioUrl,
    }),
    defineField({
      name: 'duration',
      type: 'number',
      description: 'In seconds.',
      validation: (rule) => rule.integer().min(1),
    }),
    textField('showNotes', 6, 4000, { title: 'Show notes' }),
    stringField('guest', 120),
    defineField({
      name: 'cover',
      type: 'figure',
      description: 'Square; the show’s cover if empty.',
    }),
  ],
  validation: (rule) =>
    rule
      .custom((doc) =>
        doc?.audio || doc?.audioUrl
          ? true
          : { message: 'Add an audio file or URL: the feed leaves out episodes without audio.' },
      )
      .warning(),
  orderings: [
    { title: 'Newest', name: 'newest', by: [{ field: 'publishedAt', direction: 'desc' }] },
  ],
  preview: {
    select: { title: 'title', number: 'episodeNumber', show: 'show.title', media: 'cover' },
    prepare: ({ title, number, show, media }) => ({
      title: number ? `${number}. ${title}` : title,
      subtitle: show,
      media,
    }),
  },
});
