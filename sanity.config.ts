'use client';
// The Sanity Studio at /admin/cms. Without a hosted project it works on the app's own Content Lake
// (/api/lake, same origin) and signs in through the app's admin session; with
// NEXT_PUBLIC_SANITY_PROJECT_ID it is an ordinary Studio for that hosted project.
import { createClient } from '@sanity/client';
import { CaseIcon } from '@sanity/icons/Case';
import { CogIcon } from '@sanity/icons/Cog';
import { CommentIcon } from '@sanity/icons/Comment';
import { DocumentsIcon } from '@sanity/icons/Documents';
import { DocumentTextIcon } from '@sanity/icons/DocumentText';
import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { ImagesIcon } from '@sanity/icons/Images';
import { MicrophoneIcon } from '@sanity/icons/Microphone';
import { OlistIcon } from '@sanity/icons/Olist';
import { PackageIcon } from '@sanity/icons/Package';
import { PlayIcon } from '@sanity/icons/Play';
import { StarIcon } from '@sanity/icons/Star';
import { TransferIcon } from '@sanity/icons/Transfer';
import { UsersIcon } from '@sanity/icons/Users';
import { visionTool } from '@sanity/vision';
import { defineConfig, type WorkspaceOptions } from 'sanity';
import { defineDocuments, presentationTool } from 'sanity/presentation';
import { structureTool, type StructureResolver } from 'sanity/structure';
import {
  EDITABLE_DOCUMENT_TYPES,
  SITE_SETTINGS_TYPE,
  type EditableDocumentType,
} from './lib/content/document-types';
import {
  contentConfig,
  contentProject,
  LAKE_BASE_PATH,
  SANITY_API_VERSION,
} from './lib/content/config';
import { schemaTypes } from './schemas';

const SINGLETONS = new Set([SITE_SETTINGS_TYPE]);

// Each desk list's icon; the lists themselves (and their order) are lib/content/document-types.ts.
const DESK_ICONS: Record<EditableDocumentType, React.ComponentType> = {
  page: DocumentsIcon,
  service: PackageIcon,
  article: DocumentTextIcon,
  jobPosting: CaseIcon,
  faq: HelpCircleIcon,
  testimonial: CommentIcon,
  teamMember: UsersIcon,
  video: PlayIcon,
  studio: MicrophoneIcon,
  clientLogo: ImagesIcon,
  podcast: StarIcon,
  episode: OlistIcon,
  redirect: TransferIcon,
};

const structure: StructureResolver = (S, { schema }) =>
  S.list()
    .title('Content')
    .items([
      ...(schema.get('siteSettings')
        ? [
            S.listItem()
              .title('Site settings')
              .id('siteSettings')
              .icon(CogIcon)
              .child(
                S.document()
                  .schemaType('siteSettings')
                  .documentId('siteSettings')
                  .title('Site settings'),
              ),
            S.divider(),
          ]
        : []),
      // Types the schema lacks are left out.
      ...EDITABLE_DOCUMENT_TYPES.filter(({ type }) => schema.get(type)).map(({ type, title }) =>
        S.documentTypeListItem(type).title(title).icon(DESK_ICONS[type]),
      ),
    ]);

// Which document the website editor opens beside each page of the site.
const mainDocuments = defineDocuments([
  { route: '/', filter: '_type == "page" && slug.current == "home"' },
  { route: '/insights/:slug', filter: '_type == "article" && slug.current == $slug' },
  { route: '/careers/:slug', filter: '_type == "jobPosting" && slug.current == $slug' },
  { route: '/:slug', filter: '_type == "page" && slug.current == $slug' },
]);

// The website editor (/admin/website-editor): the site in draft mode beside the document forms.
const websiteEditor = presentationTool({
  name: 'website-editor',
  title: 'Website editor',
  previewUrl: {
    initial: '/',
    previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
  },
  resolve: { mainDocuments },
});

/**
 * A lake's API (this site's own, or another instance of this app serving as the hosted project's
 * API host): path-style requests to `{apiHost}/v{date}/…` instead of `{projectId}.host`, and sign-in
 * through that site's admin account (its bridge returns to this Studio with a one-time code).
 */
function lakeApi(apiHost: string): Partial<WorkspaceOptions> {
  return {
    apiHost,
    unstable_clientFactory: (options) =>
      createClient({ ...options, apiHost, useProjectHostname: false }),
    auth: {
      loginMethod: 'token',
      redirectOnSingle: true,
      apiHost,
      providers: [
        {
          name: 'studio-site',
          title: 'Sign in with your admin account',
          url: `${apiHost}/auth/start`,
        },
      ],
    },
  };
}

function contentApi(): Partial<WorkspaceOptions> {
  const { hosted } = contentConfig();
  if (hosted) return hosted.apiHost ? lakeApi(hosted.apiHost) : {};
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return lakeApi(`${origin}${LAKE_BASE_PATH}`);
}

export default defineConfig({
  name: 'default',
  title: 'Studio content',
  ...contentProject(),
  basePath: '/admin/cms',
  ...contentApi(),
  plugins: [
    structureTool({ structure }),
    websiteEditor,
    visionTool({ defaultApiVersion: SANITY_API_VERSION }),
  ],
  schema: {
    types: schemaTypes,
    // A singleton is opened from the desk, never created from the "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !SINGLETONS.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      SINGLETONS.has(schemaType)
        ? actions.filter(
            ({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action),
          )
        : actions,
  },
});
