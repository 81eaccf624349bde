import { defineArrayMember, defineField } from '@sanity/types';
import { defineSection, headingAndIntro, listOf, titleAndDescription } from '../fields';
import { featureIcons } from '../objects/featureTile';

const exploreCard = defineArrayMember({
  name: 'exploreCard',
  type: 'object',
  fields: [
    ...titleAndDescription(60, 2, 240),
    defineField({ name: 'icon', type: 'string', options: { list: [...featureIcons] } }),
    defineField({ name: 'link', type: 'link', validation: (rule) => rule.required() }),
  ],
});

/** Explore Our Services: cards that each lead to a part of the site. */
export const exploreServices = defineSection({
  name: 'exploreServices',
  title: 'Explore services',
  fields: [
    ...headingAndIntro('long'),
    listOf('cards', exploreCard, 4, { required: true }),
    listOf('links', 'link', 4, { title: 'Further links' }),
  ],
});
