import { defineSection, headingAndIntro, listOf, referenceList, stringField } from '../fields';

/** Equipment tiles, the client logo wall and the stats band. */
export const trustedBy = defineSection({
  name: 'trustedBy',
  title: 'Trusted by',
  fields: [
    ...headingAndIntro('long'),
    listOf('equipment', 'featureTile', 4),
    stringField('logosHeading', 80),
    referenceList('logos', 'clientLogo', { max: 12, required: false }),
    listOf('stats', 'stat', 4),
  ],
});
