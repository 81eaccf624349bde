import { defineField, defineType } from 'sanity';
import { attributedQuote } from '../fields';

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  fields: [
    ...attributedQuote(4, 600),
    defineField({
      name: 'rating',
      type: 'number',
      validation: (rule) => rule.integer().min(1).max(5),
    }),
    defineField({ name: 'featured', type: 'boolean', initialValue: false }),
  ],
  preview: { select: { title: 'author', subtitle: 'quote' } },
});
