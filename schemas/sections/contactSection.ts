import { defineField, defineType } from 'sanity';

/** Contact Us: the form and the studio information panel (details come from site settings). */
export const contactSection = defineType({
  name: 'contactSection',
  title: 'Contact',
  type: 'object',
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'intro', type: 'text', rows: 3, validation: (rule) => rule.max(400) }),
    defineField({
      name: 'formHeading',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'privacyNote',
      type: 'string',
      validation: (rule) => rule.required().max(200),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Contact' }),
  },
});
