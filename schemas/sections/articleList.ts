import { defineField } from '@sanity/types';
import { defineSection, headingAndIntro } from '../fields';

/** The newest Insights articles. */
export const articleList = defineSection({
  name: 'articleList',
  title: 'Article list',
  fields: [
    ...headingAndIntro(),
    defineField({
      name: 'limit',
      title: 'How many',
      type: 'number',
      initialValue: 6,
      validation: (rule) => rule.required().integer().min(1).max(24),
    }),
  ],
});
