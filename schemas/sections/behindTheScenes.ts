import { defineArrayMember, defineField, defineType } from 'sanity';

/** Up to two featured videos (else the fallback videos here) and four feature tiles. */
export const behindTheScenes = defineType({
  name: 'behindTheScenes',
  title: 'Behind the scenes',
  type: 'object',
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'intro', type: 'text', rows: 3, validation: (rule) => rule.max(400) }),
    defineField({
      name: 'fallbackVideos',
      description: 'Shown when no video document is featured.',
      type: 'array',
      validation: (rule) => rule.max(2),
      of: [
        defineArrayMember({
          name: 'fallbackVideo',
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
              rows: 2,
              validation: (rule) => rule.max(300),
            }),
            defineField({
              name: 'src',
              title: 'Video path or URL',
              type: 'string',
              description: 'mp4, webm or mov',
            }),
            defineField({ name: 'poster', type: 'figure' }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'features',
      type: 'array',
      of: [defineArrayMember({ type: 'featureTile' })],
      validation: (rule) => rule.max(4),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Behind the scenes' }),
  },
});
