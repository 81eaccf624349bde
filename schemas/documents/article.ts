import { defineField, defineType } from 'sanity';
import { bodyField, slugField, textField, titleField } from '../fields';

/** An Insights article. */
export const article = defineType({
  name: 'article',
  title: 'Article',
  type: 'document',
  fields: [
    titleField(120),
    slugField(),
    textField('excerpt', 3, 300, { required: true }),
    defineField({ name: 'publishedAt', type: 'datetime', validation: (rule) => rule.required() }),
    defineField({ name: 'author', type: 'reference', to: [{ type: 'teamMember' }] }),
    defineField({ name: 'cover', type: 'figure' }),
    defineField({
      name: 'tags',
      type: 'array',
      of: [{ type: 'string' }],
      options: { layout: 'tags' },
    }),
    bodyField,
    defineField({ name: 'seo', type: 'seo' }),
    defineField({
      name: 'importedFrom',
      title: 'Imported from Notion',
      description:
        'Set by the Notion import in the back office. Importing again replaces the title, body and tags.',
      type: 'object',
      readOnly: true,
      hidden: ({ value }) => !value,
      fields: [
        defineField({ name: 'notionPageId', title: 'Notion page id', type: 'string' }),
        defineField({ name: 'notionUrl', title: 'Notion page', type: 'url' }),
        defineField({ name: 'notionEditedAt', title: 'Last edited in Notion', type: 'datetime' }),
        defineField({ name: 'importedAt', title: 'Imported', type: 'datetime' }),
      ],
    }),
  ],
  orderings: [
    { title: 'Newest', name: 'newest', by: [{ field: 'publishedAt', direction: 'desc' }] },
  ],
  preview: { select: { title: 'title', subtitle: 'publishedAt', media: 'cover' } },
});
