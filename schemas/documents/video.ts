import { defineField, defineType } from 'sanity';
import { orderField, slugField, textField, titleField } from '../fields';

/** A video of spec §3; at most two featured ones show behind the scenes. */
export const video = defineType({
  name: 'video',
  title: 'Video',
  type: 'document',
  fields: [
    titleField(100),
    slugField(),
    textField('description', 3, 400),
    defineField({
      name: 'videoFile',
      type: 'file',
      options: { accept: 'video/mp4,video/webm,video/quicktime' },
    }),
    defineField({ name: 'poster', type: 'figure', description: '800×450' }),
    defineField({
      name: 'category',
      type: 'string',
      options: { list: ['behind-the-scenes', 'studio-tour', 'client-work', 'tutorial'] },
    }),
    defineField({
      name: 'duration',
      type: 'string',
      description: 'm:ss',
      validation: (rule) => rule.regex(/^\d{1,3}:[0-5]\d$/, { name: 'm:ss' }),
    }),
    defineField({ name: 'featured', type: 'boolean', initialValue: false }),
    orderField,
  ],
  preview: { select: { title: 'title', subtitle: 'category', media: 'poster' } },
});
