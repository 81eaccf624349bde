import { defineField, defineType } from 'sanity';

/** Search and share metadata of a page; empty fields fall back to the site's default SEO. */
export const seo = defineType({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  options: { collapsible: true },
  fields: [
    defineField({
      name: 'title',
      title: 'Meta title',
      type: 'string',
      validation: (rule) => rule.max(70).warning('Search engines cut titles after ~60 characters.'),
    }),
    defineField({
      name: 'description',
      title: 'Meta description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(200).warning('Keep descriptions under ~160 characters.'),
    }),
    defineField({ name: 'image', title: 'Share image (1200×630)', type: 'image' }),
    defineField({
      name: 'noIndex',
      title: 'Hide from search engines',
      type: 'boolean',
      initialValue: false,
    }),
  ],
});
