// The names the local lake answers to, as a hosted Sanity project has an id and a dataset, and the
// API version the site speaks. No imports: browser bundles (the Studio, live refresh) read them too.
export const LOCAL_PROJECT_ID = 'local';
export const LOCAL_DATASET = 'production';
/** Where the lake is served, relative to the site so it works on every origin it is served from. */
export const LAKE_BASE_PATH = '/api/lake';

/** The Sanity API version every client of the site uses (reads, the Studio's Vision, live refresh). */
export const SANITY_API_VERSION = '2025-02-19';
