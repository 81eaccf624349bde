// Configuration of the `sanity` command line; `npm run typegen` uses its typegen settings.
import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_PROJECT_ID ?? 'local',
    dataset: process.env.SANITY_DATASET ?? 'production',
  },
  typegen: {
    path: ['./lib/content/**/*.ts'],
    schema: './.config/sanity/schema.json',
    generates: './lib/content/sanity.types.ts',
    overloadClientMethods: false,
  },
});
