import { defineField, defineType } from 'sanity';

/** A call to action band. */
export const cta = defineType({
  name: 'cta',
  title: 'Call to action',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      type: 'string',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({ name: 'text', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
    defineField({
      name: 'primary',
      title: 'Primary button',
      type: 'link',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'secondary', title: 'Secondary button', type: 'link' }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Call to action' }),
  },
});
