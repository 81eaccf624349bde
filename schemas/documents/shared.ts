import { defineField } from 'sanity';

/** A URL slug made from the title; Sanity checks that no other document of the type uses it. */
export function slugField(source = 'title') {
  return defineField({
    name: 'slug',
    type: 'slug',
    options: { source, maxLength: 96 },
    validation: (rule) => rule.required(),
  });
}

/** The position of a document in its list; lower comes first. */
export const orderField = defineField({
  name: 'order',
  type: 'number',
  initialValue: 0,
  validation: (rule) => rule.integer().min(0),
});
