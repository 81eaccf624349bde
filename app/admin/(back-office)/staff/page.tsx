import type { Metadata } from 'next';
import { SettingsSection } from '@/components/auth/SettingsSection';
import { StaffForm, StaffTable } from '@/components/admin/StaffRota';
import { requireAdminPage } from '@/lib/auth';
import { loadBookableStudios } from '@/lib/booking/catalog';
import { loadTeamMembers, teamMembersOfForm } from '@/lib/content/team';
import { getContentDb } from '@/lib/lake';
import { listStaff } from '@/lib/staff/store';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Staff', robots: { index: false } };

/** The rota: the engineers and producers sessions are given to, and the form that adds one. */
export default async function AdminStaffPage() {
  await requireAdminPage('/admin/staff');
  // A new installation's rota comes with the content seed: the content database waits for it.
  const [staff, bookable, team] = await Promise.all([
    listStaff(await getContentDb()),
    loadBookableStudios(),
    loadTeamMembers(),
  ]);
  const studios = bookable.map(({ id, title }) => ({ id, title }));
  return (
    <>
      <h1>Staff</h1>
      <p>
        The engineers and producers on the rota. A booking whose add-ons need a skill is given to
        someone who has it, works in that studio and is free for all of it (their weekly hours, time
        off and other sessions). Open a person to change them, add time off, see their day or issue
        their calendar feed.
      </p>
      {staff.length === 0 ? (
        <p>
          Nobody is on the rota yet. While nobody is, add-ons that need an engineer are sold without
          holding anyone: add the first person below.
        </p>
      ) : (
        <>
          {!staff.some((person) => person.active) && (
            <p>
              Nobody on the rota is active, so add-ons that need an engineer are sold without
              holding anyone.
            </p>
          )}
          <StaffTable staff={staff} studios={studios} />
        </>
      )}
      <SettingsSection title="Add a person">
        <StaffForm studios={studios} teamMembers={teamMembersOfForm(team)} />
      </SettingsSection>
    </>
  );
}
