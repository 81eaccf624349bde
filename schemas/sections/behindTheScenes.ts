import { defineArrayMember, defineField } from '@sanity/types';
import { defineSection, headingAndIntro, listOf, titleAndDescription } from '../fields';

const fallbackVideo = defineArrayMember({
  name: 'fallbackVideo',
  type: 'object',
  fields: [
    ...titleAndDescription(100, 2, 300),
    defineField({
      name: 'src',
      title: 'Video path or URL',
      type: 'string',
      description: 'mp4, webm or mov',
    }),
    defineField({ name: 'poster', type: 'figure' }),
  ],
});

/** Up to two featured videos (else the fallback videos here) and four feature tiles. */
export const behindTheScenes = defineSection({
  name: 'behindTheScenes',
  title: 'Behind the scenes',
  fields: [
    ...headingAndIntro('long'),
    listOf('fallbackVideos', fallbackVideo, 2, {
      description: 'Shown when no video document is featured.',
    }),
    listOf('features', 'featureTile', 4),
  ],
});
