import { defineSection, headingAndIntro, stringField } from '../fields';

/** Contact Us: the form and the studio information panel (details come from site settings). */
export const contactSection = defineSection({
  name: 'contactSection',
  title: 'Contact',
  fields: [
    ...headingAndIntro('long'),
    stringField('formHeading', 80, { required: true }),
    stringField('privacyNote', 200, { required: true }),
  ],
});
