import { notFound, redirect } from 'next/navigation';
import { z } from 'zod';
import { EDITABLE_DOCUMENT_TYPES, SITE_SETTINGS_TYPE } from './document-types';

/** The admin edit routes' type names (spec §2.4) and the schema types they open. */
const ROUTE_TYPES: Record<string, string> = {
  blogPost: 'article',
  team: 'teamMember',
  service: 'service',
  testimonial: 'testimonial',
  faq: 'faq',
};

const SCHEMA_TYPES = new Set<string>([
  ...EDITABLE_DOCUMENT_TYPES.map(({ type }) => type),
  SITE_SETTINGS_TYPE,
]);

const documentId = z.string().regex(/^[A-Za-z0-9][\w.-]{0,127}$/);

/**
 * The Studio URL that opens a document for editing (`/admin/cms/intent/edit/id=…;type=…`), or null
 * when the type or id is not one the site has. `drafts.` prefixes are dropped: the Studio opens the
 * document with its draft either way.
 */
export function studioEditUrl(routeType: string, id: string): string | null {
  const type = ROUTE_TYPES[routeType] ?? (SCHEMA_TYPES.has(routeType) ? routeType : null);
  const parsed = documentId.safeParse(decodeURIComponent(id).replace(/^drafts\./, ''));
  if (!type || !parsed.success) return null;
  return `/admin/cms/intent/edit/id=${encodeURIComponent(parsed.data)};type=${type}/`;
}

/** For the admin edit pages: redirects into the Studio, or shows not-found for an unknown type or id. */
export function openInStudio(routeType: string, id: string): never {
  const url = studioEditUrl(routeType, id);
  if (!url) notFound();
  redirect(url);
}
