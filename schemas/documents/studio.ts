import { defineField, defineType } from 'sanity';
import { featureIcons } from '../objects/featureTile';
import { orderField, slugField, textField, titleField } from '../fields';

/** A studio room: a gallery card on the home page and a bookable space. */
export const studio = defineType({
  name: 'studio',
  title: 'Studio',
  type: 'document',
  groups: [
    { name: 'gallery', title: 'Gallery', default: true },
    { name: 'booking', title: 'Booking' },
  ],
  fields: [
    titleField(60, { group: 'gallery' }),
    { ...slugField(), group: 'gallery' },
    textField('description', 3, 300, { group: 'gallery', required: true }),
    defineField({
      name: 'features',
      type: 'array',
      group: 'gallery',
      of: [{ type: 'string' }],
      validation: (rule) => rule.required().length(4),
    }),
    defineField({
      name: 'image',
      type: 'figure',
      group: 'gallery',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'icon',
      type: 'string',
      group: 'gallery',
      options: { list: [...featureIcons] },
    }),
    { ...orderField, group: 'gallery' },
    defineField({ name: 'bookable', type: 'boolean', group: 'booking', initialValue: true }),
    defineField({
      name: 'capacity',
      title: 'Capacity (people)',
      type: 'number',
      group: 'booking',
      validation: (rule) => rule.required().integer().min(1).max(100),
    }),
    defineField({
      name: 'hourlyRate',
      title: 'Hourly rate (£, whole pounds)',
      type: 'number',
      group: 'booking',
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'eveningWeekendRate',
      title: 'Evening and weekend rate (£ per hour, whole pounds)',
      description:
        'Charged for every half hour from the evening start, and all day on Saturdays and Sundays. Empty: the hourly rate applies.',
      type: 'number',
      group: 'booking',
      validation: (rule) => rule.integer().min(0),
    }),
    defineField({
      name: 'eveningFrom',
      title: 'Evening starts at (HH:MM)',
      type: 'string',
      group: 'booking',
      initialValue: '18:00',
      validation: (rule) => rule.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { name: 'time, e.g. 18:00' }),
    }),
    defineField({
      name: 'minimumCharge',
      title: 'Minimum charge per booking (£, whole pounds)',
      type: 'number',
      group: 'booking',
      validation: (rule) => rule.integer().min(0),
    }),
    defineField({
      name: 'minDurationMinutes',
      type: 'number',
      group: 'booking',
      initialValue: 60,
      validation: (rule) => rule.required().integer().min(15),
    }),
    defineField({
      name: 'maxDurationMinutes',
      type: 'number',
      group: 'booking',
      initialValue: 480,
      validation: (rule) => rule.required().integer().min(rule.valueOfField('minDurationMinutes')),
    }),
    defineField({
      name: 'bufferMinutes',
      title: 'Buffer between bookings (minutes)',
      type: 'number',
      group: 'booking',
      initialValue: 15,
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'minNoticeHours',
      type: 'number',
      group: 'booking',
      initialValue: 24,
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'maxAdvanceDays',
      type: 'number',
      group: 'booking',
      initialValue: 90,
      validation: (rule) => rule.required().integer().min(1),
    }),
    textField('address', 4, 300, {
      group: 'booking',
      title: 'Address (shown to customers once they have booked)',
      description: 'The exact address of this room, one line per line of the address.',
    }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'description', media: 'image' } },
});
