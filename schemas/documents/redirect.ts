import { defineField, defineType } from 'sanity';

const path = /^\/[a-z0-9\-/_:*]*$/i;

/** A redirect editors add without a deploy, e.g. an old campaign URL. */
export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  fields: [
    defineField({
      name: 'from',
      type: 'string',
      validation: (rule) => rule.required().regex(path, { name: 'site path' }),
    }),
    defineField({
      name: 'to',
      type: 'string',
      validation: (rule) =>
        rule.required().custom((to, context) => {
          if (!to) return true;
          if (!/^(\/|https?:\/\/)/.test(to)) return 'Start with / or https://';
          return to === (context.document as { from?: string } | undefined)?.from
            ? 'A redirect cannot point to itself'
            : true;
        }),
    }),
    defineField({ name: 'permanent', type: 'boolean', initialValue: true }),
  ],
  preview: { select: { title: 'from', subtitle: 'to' } },
});
