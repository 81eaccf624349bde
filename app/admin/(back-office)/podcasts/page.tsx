import type { Metadata } from 'next';
import Link from 'next/link';
import { PodcastManager } from '@/components/admin/PodcastManager';
import { requireAdminPage } from '@/lib/auth';
import { studioListUrl } from '@/lib/content/document-types';
import { listManagedShows } from '@/lib/podcasts';

export const metadata: Metadata = { title: 'Podcasts' };
// Drafts included: what editors have in hand right now, never a cached copy.
export const dynamic = 'force-dynamic';

export default async function AdminPodcastsPage() {
  await requireAdminPage('/admin/podcasts');
  const shows = await listManagedShows();
  const episodes = shows.reduce((sum, show) => sum + show.episodes.length, 0);
  return (
    <>
      <h1>Podcasts</h1>
      <p>
        {shows.length} shows and {episodes} episodes, drafts included. An uploaded file goes on the
        episode’s draft when it has one (publish it in the Studio), else straight onto the live
        episode. <Link href={studioListUrl('podcast')}>Add or reorder shows</Link> or{' '}
        <Link href={studioListUrl('episode')}>add an episode</Link> in the Studio.
      </p>
      <PodcastManager shows={shows} />
    </>
  );
}
