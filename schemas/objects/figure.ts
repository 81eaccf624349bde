import { defineField, defineType } from 'sanity';

/** An image with the text alternative every picture on the site needs. */
export const figure = defineType({
  name: 'figure',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'What the picture shows, for people who cannot see it.',
      validation: (rule) => rule.required().max(160),
    }),
    defineField({ name: 'caption', type: 'string', validation: (rule) => rule.max(160) }),
  ],
});
