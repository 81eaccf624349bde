import { fetchContent } from './fetch';
import { siteSettingsQuery } from './queries';
import type { SiteSettingsQueryResult } from './sanity.types';

/** The singleton site settings document (cached and revalidated like every content read). */
export function siteSettings(): Promise<SiteSettingsQueryResult> {
  return fetchContent<SiteSettingsQueryResult>(siteSettingsQuery);
}
