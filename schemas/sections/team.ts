import { defineField } from '@sanity/types';
import {
  attributedQuote,
  defineSection,
  headingAndIntro,
  linkField,
  listOf,
  referenceList,
  titleAndDescription,
} from '../fields';

/** The team: members, stat tiles, an industry event, a client quote and the reviews note. */
export const team = defineSection({
  name: 'team',
  title: 'Team',
  fields: [
    ...headingAndIntro('long'),
    referenceList('members', 'teamMember', { max: 6 }),
    listOf('statTiles', 'stat', 4),
    defineField({
      name: 'industryEvent',
      type: 'object',
      fields: [...titleAndDescription(100, 3, 400), defineField({ name: 'image', type: 'figure' })],
    }),
    defineField({
      name: 'clientQuote',
      type: 'object',
      fields: attributedQuote(3, 400),
    }),
    defineField({
      name: 'reviewCount',
      type: 'number',
      validation: (rule) => rule.integer().min(0),
    }),
    defineField({
      name: 'reviewRating',
      title: 'Average rating (out of 5)',
      type: 'number',
      validation: (rule) => rule.min(0).max(5),
    }),
    linkField('cta', 'Link'),
  ],
});
