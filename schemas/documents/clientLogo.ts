import { defineField, defineType } from 'sanity';
import { orderField, stringField } from '../fields';

export const clientLogo = defineType({
  name: 'clientLogo',
  title: 'Client logo',
  type: 'document',
  fields: [
    stringField('name', 60, { required: true }),
    defineField({ name: 'logo', type: 'image', validation: (rule) => rule.required() }),
    defineField({ name: 'url', type: 'url' }),
    orderField,
  ],
  preview: { select: { title: 'name', media: 'logo' } },
});
