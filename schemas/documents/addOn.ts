import { defineArrayMember, defineField, defineType } from 'sanity';
import { STAFF_SKILLS } from '../../lib/skills';
import { orderField, textField, titleField } from '../fields';

/** Something a customer can add to a booking (an engineer, cameras, edit hours), with its price. */
export const addOn = defineType({
  name: 'addOn',
  title: 'Booking add-on',
  type: 'document',
  fields: [
    titleField(60),
    textField('description', 2, 200, { required: true }),
    defineField({
      name: 'price',
      title: 'Price (£, VAT included)',
      type: 'number',
      validation: (rule) => rule.required().min(0).precision(2),
    }),
    defineField({
      name: 'priceUnit',
      title: 'Charged',
      type: 'string',
      initialValue: 'session',
      options: {
        list: [
          { title: 'Once per session', value: 'session' },
          { title: 'Per hour of the session', value: 'hour' },
        ],
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'minutesBefore',
      title: 'Setup time before the session (minutes)',
      description: 'The studio is kept free for this long before the session starts.',
      type: 'number',
      initialValue: 0,
      validation: (rule) => rule.integer().min(0).max(240),
    }),
    defineField({
      name: 'minutesAfter',
      title: 'Teardown time after the session (minutes)',
      type: 'number',
      initialValue: 0,
      validation: (rule) => rule.integer().min(0).max(240),
    }),
    defineField({
      name: 'requiresSkill',
      title: 'Needs a person who can do',
      description:
        'Booked only when someone with this skill is free for the whole session (people and their skills are kept in the back office, under Staff).',
      type: 'string',
      options: { list: STAFF_SKILLS.map(({ value, title }) => ({ value, title })) },
    }),
    defineField({
      name: 'studios',
      title: 'Offered in',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'studio' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'required',
      title: 'Included in every booking of these studios',
      type: 'boolean',
      initialValue: false,
    }),
    orderField,
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: {
      title: 'title',
      price: 'price',
      unit: 'priceUnit',
      required: 'required',
      skill: 'requiresSkill',
    },
    prepare: ({ title, price, unit, required, skill }) => ({
      title,
      subtitle: `£${price ?? '?'} ${unit === 'hour' ? 'per hour' : 'per session'}${required ? ' · required' : ''}${skill ? ' · needs staff' : ''}`,
    }),
  },
});
