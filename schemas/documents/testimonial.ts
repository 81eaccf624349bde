import { defineField, defineType } from 'sanity';

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  fields: [
    defineField({
      name: 'quote',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().max(600),
    }),
    defineField({ name: 'author', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'role', type: 'string', validation: (rule) => rule.max(100) }),
    defineField({
      name: 'rating',
      type: 'number',
      validation: (rule) => rule.integer().min(1).max(5),
    }),
    defineField({ name: 'featured', type: 'boolean', initialValue: false }),
  ],
  preview: { select: { title: 'author', subtitle: 'quote' } },
});
