import { defineField, defineType } from 'sanity';
import { featureIcons } from '../objects/featureTile';
import { orderField, slugField } from './shared';

/** A service the studio sells; its slug is also the path of its page (e.g. /sound-design). */
export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(80) }),
    slugField(),
    defineField({
      name: 'summary',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(280),
    }),
    defineField({
      name: 'icon',
      type: 'string',
      options: { list: [...featureIcons] },
      initialValue: 'mic',
    }),
    defineField({
      name: 'features',
      type: 'array',
      of: [{ type: 'string' }],
      validation: (rule) => rule.max(8),
    }),
    defineField({
      name: 'priceFrom',
      title: 'Price from (text)',
      type: 'string',
      validation: (rule) => rule.max(40),
    }),
    defineField({ name: 'image', type: 'figure' }),
    orderField,
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
});
