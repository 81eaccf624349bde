import { defineArrayMember, defineField, defineType } from 'sanity';

/** Our Studio Facilities: the studio cards that open the lightbox. */
export const studioGallery = defineType({
  name: 'studioGallery',
  title: 'Studio gallery',
  type: 'object',
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'intro', type: 'text', rows: 3, validation: (rule) => rule.max(400) }),
    defineField({
      name: 'studios',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'studio' }] })],
      validation: (rule) => rule.required().min(1).max(8).unique(),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Studio gallery' }),
  },
});
