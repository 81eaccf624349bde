import { defineSection, headingAndIntro, stringField } from '../fields';

/** The open job postings. */
export const careersList = defineSection({
  name: 'careersList',
  title: 'Careers list',
  fields: [
    ...headingAndIntro(),
    stringField('emptyText', 200, { title: 'Text when no role is open', required: true }),
  ],
});
