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
import { PackageIcon } from '@sanity/icons/Package';
import { PlayIcon } from '@sanity/icons/Play';
import { StarIcon } from '@sanity/icons/Star';
import { TransferIcon } from '@sanity/icons/Transfer';
import { UsersIcon } from '@sanity/icons/Users';
import { visionTool } from '@sanity/vision';
import { defineConfig, type WorkspaceOptions } from 'sanity';
import { defineDocuments, presentationTool } from 'sanity/presentation';
import { structureTool, type StructureResolver } from 'sanity/structure';
import { schemaTypes } from './schemas';

const API_VERSION = '2025-02-19';
const SINGLETONS = new Set(['siteSettings']);

// The desk, in the order editors think about the site. Types the schema lacks are left out.
const DESK: { type: string; title: string; icon: React.ComponentType }[] = [
  { type: 'page', title: 'Pages', icon: DocumentsIcon },
  { type: 'service', title: 'Services', icon: PackageIcon },
  { type: 'article', title: 'Insights', icon: DocumentTextIcon },
  { type: 'jobPosting', title: 'Careers', icon: CaseIcon },
  { type: 'faq', title: 'FAQs', icon: HelpCircleIcon },
  { type: 'testimonial', title: 'Testimonials', icon: CommentIcon },
  { type: 'teamMember', title: 'Team', icon: UsersIcon },
  { type: 'video', title: 'Videos', icon: PlayIcon },
  { type: 'studio', title: 'Studios', icon: MicrophoneIcon },
  { type: 'clientLogo', title: 'Client logos', icon: ImagesIcon },
  { type: 'podcast', title: 'Podcasts', icon: StarIcon },
  { type: 'redirect', title: 'Redirects', icon: TransferIcon },
];

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
      ...DESK.filter(({ type }) => schema.get(type)).map(({ type, title, icon }) =>
        S.documentTypeListItem(type).title(title).icon(icon),
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

const hostedProjectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID;

function localLake(): Partial<WorkspaceOptions> {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const apiHost = `${origin}/api/lake`;
  return {
    apiHost,
    // Path-style requests to the same origin: `/api/lake/v{date}/…` instead of `{projectId}.host`.
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
          url: '/api/lake/auth/start',
        },
      ],
    },
  };
}

export default defineConfig({
  name: 'default',
  title: 'Studio content',
  projectId: hostedProjectId ?? 'local',
  dataset: process.env.NEXT_PUBLIC_SANITY_DATASET ?? 'production',
  basePath: '/admin/cms',
  ...(hostedProjectId ? {} : localLake()),
  plugins: [
    structureTool({ structure }),
    websiteEditor,
    visionTool({ defaultApiVersion: API_VERSION }),
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
