import { defineSection, headingField, linkField, textField } from '../fields';

/** A call to action band. */
export const cta = defineSection({
  name: 'cta',
  title: 'Call to action',
  fields: [
    headingField(100),
    textField('text', 2, 300),
    linkField('primary', 'Primary button', { required: true }),
    linkField('secondary', 'Secondary button'),
  ],
});
