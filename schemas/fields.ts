// The field shapes the schemas share, so each type states only what is particular to it. From
// @sanity/types, not sanity: server code imports the section schemas without loading the Studio.
import { defineArrayMember, defineField, defineType } from '@sanity/types';
import type { ArrayOfType, FieldDefinition } from '@sanity/types';

type FieldOptions = { title?: string; description?: string; group?: string; required?: boolean };

/** A one-line string of at most `max` characters. */
export function stringField(name: string, max: number, options: FieldOptions = {}) {
  const { required, ...more } = options;
  return defineField({
    name,
    type: 'string',
    ...more,
    validation: (rule) => (required ? rule.required() : rule).max(max),
  });
}

/** A plain multi-line text of at most `max` characters. */
export function textField(name: string, rows: number, max: number, options: FieldOptions = {}) {
  const { required, ...more } = options;
  return defineField({
    name,
    type: 'text',
    rows,
    ...more,
    validation: (rule) => (required ? rule.required() : rule).max(max),
  });
}

/** A document's title, which editors must fill in. */
export function titleField(max: number, options: Omit<FieldOptions, 'required'> = {}) {
  return stringField('title', max, { required: true, ...options });
}

/** A block's heading; required unless said otherwise. */
export function headingField(max = 80, { required = true } = {}) {
  return stringField('heading', max, { required });
}

/** The optional lead under a heading: two rows of 300 characters, or three of 400. */
export function introField(size: 'short' | 'long' = 'short') {
  return size === 'short' ? textField('intro', 2, 300) : textField('intro', 3, 400);
}

/** The usual opening of a block: a required heading of 80 characters and an optional intro. */
export function headingAndIntro(size: 'short' | 'long' = 'short') {
  return [headingField(), introField(size)];
}

/** The short label above a heading. */
export const eyebrowField = stringField('eyebrow', 60);

/** The rich text body of a block or document. */
export const bodyField = defineField({
  name: 'body',
  type: 'portableText',
  validation: (rule) => rule.required(),
});

/** A required title and an optional description, e.g. of a card or a tile. */
export function titleAndDescription(titleMax: number, rows: number, descriptionMax: number) {
  return [
    stringField('title', titleMax, { required: true }),
    textField('description', rows, descriptionMax),
  ];
}

/** A quote and who said it: author required, role optional. */
export function attributedQuote(rows: number, max: number) {
  return [
    textField('quote', rows, max, { required: true }),
    stringField('author', 80, { required: true }),
    stringField('role', 100),
  ];
}

/** A link or button (a `link` object). */
export function linkField(name: string, title: string, { required = false } = {}) {
  return required
    ? defineField({ name, title, type: 'link', validation: (rule) => rule.required() })
    : defineField({ name, title, type: 'link' });
}

/** A list of one member (a type name or an inline member), at most `max` long; a required list has at least one entry. */
export function listOf(
  name: string,
  member: string | ArrayOfType,
  max: number,
  options: FieldOptions = {},
) {
  const { required, ...more } = options;
  return defineField({
    name,
    type: 'array',
    ...more,
    of: [typeof member === 'string' ? defineArrayMember({ type: member }) : member],
    validation: (rule) => (required ? rule.required().min(1) : rule).max(max),
  });
}

/** Hand-picked documents of one type, each at most once; required unless said otherwise. */
export function referenceList(name: string, to: string, { max = 0, required = true } = {}) {
  return defineField({
    name,
    type: 'array',
    of: [defineArrayMember({ type: 'reference', to: [{ type: to }] })],
    validation: (rule) => {
      const atLeastOne = required ? rule.required().min(1) : rule;
      return (max ? atLeastOne.max(max) : atLeastOne).unique();
    },
  });
}

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

type SectionSpec<Name extends string> = {
  name: Name;
  title: string;
  fields: FieldDefinition[];
  /** The field the Studio lists the block by, and the text when it is empty. */
  listedBy?: string;
  untitled?: string;
};

/** A page block: an object type the Studio lists by its heading, with the block's kind beneath. */
export function defineSection<const Name extends string>(spec: SectionSpec<Name>) {
  const { name, title, fields, listedBy = 'heading', untitled } = spec;
  return defineType({
    name,
    title,
    type: 'object',
    fields,
    preview: {
      select: { title: listedBy },
      prepare: ({ title: heading }) => ({
        title: untitled ? (heading ?? untitled) : heading,
        subtitle: title,
      }),
    },
  });
}

/** A block of a heading, a short intro and hand-picked documents of one type. */
export function pickedDocumentsSection<const Name extends string>(
  name: Name,
  title: string,
  field: string,
  to: string,
) {
  return defineSection({ name, title, fields: [...headingAndIntro(), referenceList(field, to)] });
}
