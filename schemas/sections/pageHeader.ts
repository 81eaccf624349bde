import { defineSection, eyebrowField, headingField, listOf, textField } from '../fields';

/** The opening block of an inner page: eyebrow, the page's one h1, a lead and buttons. */
export const pageHeader = defineSection({
  name: 'pageHeader',
  title: 'Page header',
  fields: [
    eyebrowField,
    headingField(100),
    textField('lead', 3, 400),
    listOf('actions', 'link', 3),
  ],
});
