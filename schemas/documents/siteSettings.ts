import { defineArrayMember, defineField, defineType } from 'sanity';
import { stringField } from '../fields';
import { weekdays } from '../objects/openingHours';

/** The singleton (_id `siteSettings`) of contact details, hours, socials and structured data. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  groups: [
    { name: 'contact', title: 'Contact', default: true },
    { name: 'hours', title: 'Hours' },
    { name: 'seo', title: 'SEO and structured data' },
    { name: 'payments', title: 'Payments and invoices' },
  ],
  fields: [
    stringField('studioName', 80, { group: 'contact', required: true }),
    defineField({
      name: 'address',
      type: 'text',
      rows: 3,
      group: 'contact',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'mapsUrl', title: 'Maps link', type: 'url', group: 'contact' }),
    defineField({
      name: 'phone',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().regex(/^\+?[\d\s()-]{7,20}$/, { name: 'phone number' }),
    }),
    defineField({
      name: 'email',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'socials',
      type: 'object',
      group: 'contact',
      fields: ['instagram', 'twitter', 'facebook', 'linkedin', 'youtube'].map((name) =>
        defineField({ name, type: 'url' }),
      ),
    }),
    defineField({
      name: 'contactHours',
      title: 'Hours shown on the contact panel',
      type: 'string',
      group: 'hours',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'bookingHours',
      title: 'Bookable hours',
      type: 'array',
      group: 'hours',
      of: [defineArrayMember({ type: 'openingHours' })],
      validation: (rule) =>
        rule.max(7).custom((value: { day?: string }[] | undefined) => {
          const days = (value ?? []).map((entry) => entry.day);
          return new Set(days).size === days.length ? true : 'Each day may appear only once';
        }),
    }),
    defineField({
      name: 'closures',
      type: 'array',
      group: 'hours',
      of: [defineArrayMember({ type: 'closure' })],
    }),
    defineField({
      name: 'openingHoursStructured',
      title: 'Opening hours for structured data',
      type: 'array',
      group: 'seo',
      of: [defineArrayMember({ type: 'openingHours' })],
      description: `Days: ${weekdays.join(', ')}`,
    }),
    defineField({
      name: 'depositPercent',
      title: 'Deposit taken online (% of the price)',
      description:
        'With online payments on: 100 takes the full price; 0 also takes the full price.',
      type: 'number',
      group: 'payments',
      initialValue: 50,
      validation: (rule) => rule.integer().min(0).max(100),
    }),
    defineField({
      name: 'payAtStudio',
      title: 'Customers may pay at the studio',
      description: 'Always the case while online payments are off.',
      type: 'boolean',
      group: 'payments',
      initialValue: true,
    }),
    defineField({
      name: 'freeCancellationHours',
      title: 'Free cancellation until (hours before the start)',
      type: 'number',
      group: 'payments',
      initialValue: 48,
      validation: (rule) => rule.integer().min(0).max(720),
    }),
    defineField({
      name: 'lateCancellationFeePercent',
      title: 'Fee for a later cancellation (% of the price)',
      description: 'A no-show is never refunded.',
      type: 'number',
      group: 'payments',
      initialValue: 50,
      validation: (rule) => rule.integer().min(0).max(100),
    }),
    stringField('legalName', 120, { group: 'payments' }),
    defineField({
      name: 'legalAddress',
      title: 'Registered address (on invoices)',
      type: 'text',
      rows: 3,
      group: 'payments',
    }),
    defineField({
      name: 'vatNumber',
      title: 'VAT registration number',
      type: 'string',
      group: 'payments',
      validation: (rule) =>
        rule.regex(/^(GB)?\s?\d{3}\s?\d{4}\s?\d{2}(\s?\d{3})?$/, { name: 'UK VAT number' }),
    }),
    stringField('priceRange', 5, { group: 'seo' }),
    defineField({
      name: 'serviceRadiusMetres',
      type: 'number',
      group: 'seo',
      validation: (rule) => rule.integer().min(0),
    }),
    defineField({ name: 'defaultSeo', type: 'seo', group: 'seo' }),
    defineField({
      name: 'shareImage',
      title: 'Default share image (1200×630)',
      type: 'image',
      group: 'seo',
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
