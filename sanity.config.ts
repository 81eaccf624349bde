// The Sanity Studio's configuration. The content model and the local Content Lake arrive with
// their own issues; until then the Studio has a workspace with no document types.
import { defineConfig } from 'sanity';

export default defineConfig({
  name: 'default',
  title: 'Studio content',
  projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID ?? 'local',
  dataset: process.env.NEXT_PUBLIC_SANITY_DATASET ?? 'production',
  basePath: '/admin/cms',
  schema: { types: [] },
});
