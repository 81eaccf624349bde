import type { Metadata } from 'next';
import Link from 'next/link';
import { z } from 'zod';
import { SettingsSection } from '@/components/auth/SettingsSection';
import { DataTable } from '@/components/ui/DataTable';
import { requireAdminPage } from '@/lib/auth';
import { studioListUrl } from '@/lib/content/document-types';
import { fetchContent } from '@/lib/content/fetch';

export const metadata: Metadata = { title: 'Podcasts' };

// The shows recorded at the studio, as shown on Our Work (content is outside input: checked here).
const podcastsQuery = `*[_type == "podcast"] | order(lower(title) asc){ _id, title, host, category, episodeCount, listenUrl }`;
const podcastsSchema = z.array(
  z.object({
    _id: z.string(),
    title: z.string().nullable().catch(null),
    host: z.string().nullable().catch(null),
    category: z.string().nullable().catch(null),
    episodeCount: z.number().nullable().catch(null),
    listenUrl: z
      .string()
      .regex(/^https?:\/\//)
      .nullable()
      .catch(null),
  }),
);

export default async function AdminPodcastsPage() {
  await requireAdminPage('/admin/podcasts');
  const podcasts = podcastsSchema.parse(await fetchContent(podcastsQuery));
  return (
    <>
      <h1>Podcasts</h1>
      <p>
        The shows recorded at the studio, as they appear on Our Work.{' '}
        <Link href={studioListUrl('podcast')}>Add or reorder podcasts in the Studio</Link>.
      </p>
      <SettingsSection title={`${podcasts.length} podcasts`}>
        <DataTable
          caption="Podcasts on the site"
          columns={['Podcast', 'Host', 'Category', 'Episodes', 'Edit']}
          rows={podcasts.map((podcast) => {
            const title = podcast.title ?? 'Untitled podcast';
            return {
              key: podcast._id,
              header: podcast.listenUrl ? <a href={podcast.listenUrl}>{title}</a> : title,
              cells: [
                podcast.host ?? '-',
                podcast.category ?? '-',
                podcast.episodeCount ?? '-',
                <Link
                  key="edit"
                  href={`/admin/editor/podcast/${encodeURIComponent(podcast._id)}`}
                  aria-label={`Edit ${title}`}
                >
                  Edit
                </Link>,
              ],
            };
          })}
        />
      </SettingsSection>
    </>
  );
}
