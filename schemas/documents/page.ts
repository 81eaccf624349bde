import { defineArrayMember, defineField, defineType } from 'sanity';
import { sectionTypeNames } from '../sections';
import { slugField, titleField } from '../fields';

/** A page of the site: an ordered list of section blocks. The home page has the slug `home`. */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  fields: [
    titleField(80),
    slugField(),
    defineField({ name: 'seo', type: 'seo' }),
    defineField({
      name: 'sections',
      type: 'array',
      of: sectionTypeNames.map((type) => defineArrayMember({ type })),
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current' },
    prepare: ({ title, slug }) => ({ title, subtitle: slug === 'home' ? '/' : `/${slug}` }),
  },
});
