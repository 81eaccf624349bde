import { defineArrayMember, defineField, defineType } from 'sanity';

const variantCopy = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'object',
    validation: (rule) => rule.required(),
    fields: [
      defineField({
        name: 'headline',
        type: 'string',
        validation: (rule) => rule.required().max(120),
      }),
      defineField({
        name: 'copy',
        type: 'text',
        rows: 3,
        validation: (rule) => rule.required().max(400),
      }),
      defineField({
        name: 'stats',
        type: 'array',
        of: [defineArrayMember({ type: 'stat' })],
        validation: (rule) => rule.max(6),
      }),
    ],
  });

/** The home hero; its headline, copy and figures exist once per variant of the heroSection A/B test. */
export const hero = defineType({
  name: 'hero',
  title: 'Hero',
  type: 'object',
  fields: [
    defineField({ name: 'badge', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'variants',
      title: 'Copy per A/B variant',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        variantCopy('control', 'Control (professional emphasis)'),
        variantCopy('viral_focus', 'Viral focus (viral emphasis)'),
      ],
    }),
    defineField({
      name: 'primaryCta',
      title: 'Primary button',
      type: 'link',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'secondaryCta',
      title: 'Secondary button',
      type: 'link',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'eventPhotos',
      type: 'array',
      of: [defineArrayMember({ type: 'figure' })],
      validation: (rule) => rule.max(4),
    }),
  ],
  preview: {
    select: { title: 'variants.control.headline' },
    prepare: ({ title }) => ({ title, subtitle: 'Hero' }),
  },
});
