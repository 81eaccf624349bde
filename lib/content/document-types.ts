// The document types editors work with, in the order they think about the site. The Studio's desk,
// the admin edit links and the back office's content overview all read this one list.
export const EDITABLE_DOCUMENT_TYPES = [
  { type: 'page', title: 'Pages' },
  { type: 'service', title: 'Services' },
  { type: 'article', title: 'Insights' },
  { type: 'jobPosting', title: 'Careers' },
  { type: 'faq', title: 'FAQs' },
  { type: 'testimonial', title: 'Testimonials' },
  { type: 'teamMember', title: 'Team' },
  { type: 'video', title: 'Videos' },
  { type: 'studio', title: 'Studios' },
  { type: 'clientLogo', title: 'Client logos' },
  { type: 'podcast', title: 'Podcasts' },
  { type: 'episode', title: 'Episodes' },
  { type: 'redirect', title: 'Redirects' },
] as const;

export type EditableDocumentType = (typeof EDITABLE_DOCUMENT_TYPES)[number]['type'];

/** The one document of its type, edited in place rather than listed. */
export const SITE_SETTINGS_TYPE = 'siteSettings';

/** The Studio's list of one document type (the desk's list items are named after their type). */
export function studioListUrl(type: EditableDocumentType): string {
  return `/admin/cms/structure/${type}`;
}

/** A GROQ query counting the published documents of each editable type: `{ page: 12, ... }`. */
export const documentCountsQuery = `{${EDITABLE_DOCUMENT_TYPES.map(
  ({ type }) => `"${type}": count(*[_type == "${type}"])`,
).join(', ')}}`;
