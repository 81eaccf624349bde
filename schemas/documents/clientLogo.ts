import { defineField, defineType } from 'sanity';
import { orderField } from './shared';

export const clientLogo = defineType({
  name: 'clientLogo',
  title: 'Client logo',
  type: 'document',
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'logo', type: 'image', validation: (rule) => rule.required() }),
    defineField({ name: 'url', type: 'url' }),
    orderField,
  ],
  preview: { select: { title: 'name', media: 'logo' } },
});
