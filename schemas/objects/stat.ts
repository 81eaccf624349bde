import { defineField, defineType } from 'sanity';

/** A marketing figure such as "5+" with its label. */
export const stat = defineType({
  name: 'stat',
  title: 'Figure',
  type: 'object',
  fields: [
    defineField({ name: 'value', type: 'string', validation: (rule) => rule.required().max(16) }),
    defineField({ name: 'label', type: 'string', validation: (rule) => rule.required().max(60) }),
  ],
  preview: { select: { title: 'value', subtitle: 'label' } },
});
