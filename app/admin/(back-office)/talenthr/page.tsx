import type { Metadata } from 'next';
import { ApplicationList } from '@/components/admin/ApplicationList';
import { requireAdminPage } from '@/lib/auth';
import { listApplications } from '@/lib/careers';
import { getDb } from '@/lib/db';

export const metadata: Metadata = { title: 'Careers (TalentHR)' };

export default async function TalentHrPage() {
  await requireAdminPage('/admin/talenthr');
  const applications = await listApplications(await getDb());
  return (
    <>
      <h1>Careers (TalentHR)</h1>
      <p>
        Applications sent from the job pages, newest first. CVs are kept privately on the server and
        only admins can download them. Job postings themselves are edited in the Studio.
      </p>
      <ApplicationList applications={applications} />
    </>
  );
}
