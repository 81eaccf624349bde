import { defineField, defineType } from 'sanity';
import { slugField, stringField, textField, titleField } from '../fields';

/** An open role on the Careers page. */
export const jobPosting = defineType({
  name: 'jobPosting',
  title: 'Job posting',
  type: 'document',
  fields: [
    titleField(100),
    slugField(),
    defineField({ name: 'department', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'location', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'employmentType',
      type: 'string',
      options: { list: ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'] },
      validation: (rule) => rule.required(),
    }),
    stringField('salary', 60),
    textField('summary', 3, 300, { required: true }),
    defineField({ name: 'description', type: 'portableText' }),
    defineField({ name: 'responsibilities', type: 'array', of: [{ type: 'string' }] }),
    defineField({ name: 'requirements', type: 'array', of: [{ type: 'string' }] }),
    defineField({ name: 'publishedAt', type: 'datetime', validation: (rule) => rule.required() }),
    defineField({ name: 'closingDate', type: 'date' }),
    defineField({
      name: 'isOpen',
      title: 'Accepting applications',
      type: 'boolean',
      initialValue: true,
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'department' } },
});
