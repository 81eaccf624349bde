import type { Metadata } from 'next';
import { ApplicationList } from '@/components/admin/ApplicationList';
import { ApplicationFilters, PostingCounts } from '@/components/admin/TalentPipeline';
import { requireAdminPage } from '@/lib/auth';
import {
  applicationFiltersQuery,
  listApplications,
  parseApplicationFilters,
  postingCounts,
} from '@/lib/careers';
import { getDb } from '@/lib/db';
import { appEnv } from '@/lib/env';
import type { PageSearchParams } from '@/lib/http/search-params';
import { notesFor } from '@/lib/notes';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Careers (TalentHR)', robots: { index: false } };

type Props = { searchParams: Promise<PageSearchParams> };

export default async function TalentHrPage({ searchParams }: Props) {
  await requireAdminPage('/admin/talenthr');
  const filters = parseApplicationFilters(await searchParams);
  const db = await getDb();
  const [postings, applications] = await Promise.all([
    postingCounts(db),
    listApplications(db, filters),
  ]);
  const notes = await notesFor(
    db,
    'application',
    applications.map((application) => application.id),
  );
  const filtered = applicationFiltersQuery(filters) !== '';
  return (
    <>
      <h1>Careers (TalentHR)</h1>
      <p>
        Applications sent from the job pages, newest first. Open one to read it, download the CV,
        add a note or move it along the pipeline (new, reviewing, shortlisted, interview, offer,
        hired or rejected), optionally e-mailing the applicant. CVs are kept privately on the server
        and only admins can download them. Job postings themselves are edited in the Studio.
      </p>
      <p>
        Applications are deleted with their CV and notes {appEnv().APPLICATION_RETENTION_DAYS} days
        after their last change (UK GDPR; APPLICATION_RETENTION_DAYS).
      </p>
      <h2>Postings</h2>
      <PostingCounts postings={postings} />
      <h2>Applications</h2>
      <ApplicationFilters filters={filters} jobs={postings} />
      <ApplicationList
        applications={applications}
        notes={Object.fromEntries(notes)}
        empty={filtered ? 'No applications match these filters.' : 'No applications yet.'}
      />
    </>
  );
}
