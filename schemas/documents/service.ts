import { defineField, defineType } from 'sanity';
import { featureIcons } from '../objects/featureTile';
import { listOf, orderField, slugField, stringField, textField, titleField } from '../fields';

/** A service the studio sells; its slug is also the path of its page (e.g. /sound-design). */
export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  fields: [
    titleField(80),
    slugField(),
    textField('summary', 3, 280, { required: true }),
    defineField({
      name: 'icon',
      type: 'string',
      options: { list: [...featureIcons] },
      initialValue: 'mic',
    }),
    listOf('features', 'string', 8),
    stringField('priceFrom', 40, { title: 'Price from (text)' }),
    defineField({ name: 'image', type: 'figure' }),
    orderField,
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
});
