import { defineField, defineType } from 'sanity';

/** A site path, an in-page anchor, or an https, mailto or tel URL; empty is left to `required`. */
export function checkHref(value: string | undefined) {
  return !value || /^(\/|#|https?:\/\/|mailto:|tel:)/.test(value)
    ? true
    : 'Start with /, #, https://, mailto: or tel:';
}

/** A labelled link or button: an internal path (`/contact`, `#contact`) or an absolute URL. */
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({ name: 'label', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'href',
      title: 'Path or URL',
      type: 'string',
      description: 'A site path such as /get-started or #contact, or a full https:// URL.',
      validation: (rule) => rule.required().custom(checkHref),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
