import { defineField, defineType } from 'sanity';

export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
const time = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The hours of one weekday, e.g. Monday 09:00-20:00. */
export const openingHours = defineType({
  name: 'openingHours',
  title: 'Opening hours',
  type: 'object',
  fields: [
    defineField({
      name: 'day',
      type: 'string',
      options: { list: [...weekdays] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'opens',
      type: 'string',
      description: 'HH:mm, 24-hour clock',
      validation: (rule) => rule.required().regex(time, { name: 'HH:mm' }),
    }),
    defineField({
      name: 'closes',
      type: 'string',
      description: 'HH:mm, 24-hour clock',
      validation: (rule) =>
        rule
          .required()
          .regex(time, { name: 'HH:mm' })
          .custom((closes, context) => {
            const opens = (context.parent as { opens?: string } | undefined)?.opens;
            return !closes || !opens || closes > opens
              ? true
              : 'Closing time must be after opening time';
          }),
    }),
  ],
  preview: {
    select: { title: 'day', opens: 'opens', closes: 'closes' },
    prepare: ({ title, opens, closes }) => ({ title, subtitle: `${opens}-${closes}` }),
  },
});

/** A day the studio is closed, e.g. a bank holiday. */
export const closure = defineType({
  name: 'closure',
  title: 'Closure',
  type: 'object',
  fields: [
    defineField({ name: 'date', type: 'date', validation: (rule) => rule.required() }),
    defineField({ name: 'reason', type: 'string', validation: (rule) => rule.max(120) }),
  ],
  preview: { select: { title: 'date', subtitle: 'reason' } },
});
