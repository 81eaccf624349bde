import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { SettingsSection } from '@/components/auth/SettingsSection';
import { DaySheet, StaffFeedPanel, StaffForm, TimeOffPanel } from '@/components/admin/StaffRota';
import { requireAdminPage } from '@/lib/auth';
import { loadBookableStudios } from '@/lib/booking/catalog';
import { loadTeamMembers, teamMembersOfForm } from '@/lib/content/team';
import { getContentDb } from '@/lib/lake';
import { singleSearchParams, type PageSearchParams } from '@/lib/http/search-params';
import { workingWindow } from '@/lib/staff/availability';
import { findStaff, sessionsOf, upcomingTimeOff } from '@/lib/staff/store';
import { addDays, isLocalDate, londonDateOf, londonWallTimeToInstant } from '@/lib/time';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Staff member', robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<PageSearchParams> };

// A day the calendar does not hold falls back to today rather than failing the page.
const dayQuery = z.object({ date: z.string().refine(isLocalDate).optional().catch(undefined) });

/** One person on the rota: their details, time off, day sheet and calendar feed. */
export default async function AdminStaffMemberPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireAdminPage(`/admin/staff/${encodeURIComponent(id)}`);
  const now = new Date();
  const today = londonDateOf(now);
  const date = dayQuery.parse(singleSearchParams(await searchParams)).date ?? today;
  // A new installation's rota comes with the content seed: the content database waits for it.
  const db = await getContentDb();
  const person = await findStaff(db, id);
  if (!person) notFound();
  const day = {
    start: londonWallTimeToInstant(date, 0),
    end: londonWallTimeToInstant(addDays(date, 1), 0),
  };
  const [bookable, team, timeOff, offThatDay, sessions] = await Promise.all([
    loadBookableStudios(),
    loadTeamMembers(),
    upcomingTimeOff(db, person.id, now),
    upcomingTimeOff(db, person.id, day.start),
    sessionsOf(db, person.id, day),
  ]);
  return (
    <>
      <p>
        <Link href="/admin/staff">All staff</Link>
      </p>
      <h1>{person.name}</h1>
      <p>
        {person.jobTitle}
        {person.active ? '' : ' (left: no new sessions are given to them)'}
      </p>
      <SettingsSection title="Details">
        <StaffForm
          studios={bookable.map(({ id, title }) => ({ id, title }))}
          teamMembers={teamMembersOfForm(team)}
          person={person}
        />
      </SettingsSection>
      <TimeOffPanel personId={person.id} name={person.name} entries={timeOff} today={today} />
      <DaySheet
        personId={person.id}
        date={date}
        today={today}
        hours={workingWindow(person, date)}
        timeOff={offThatDay.filter((entry) => entry.start < day.end)}
        sessions={sessions}
      />
      <StaffFeedPanel personId={person.id} name={person.name} feedIssued={person.feedIssued} />
    </>
  );
}
