import Link from 'next/link';
import { skillTitle } from '@/lib/skills';
import type { StaffRecord } from '@/lib/staff/store';
import { DataTable } from '../../ui/DataTable';
import { hoursSummary } from './hours';

type StaffTableProps = {
  staff: readonly StaffRecord[];
  studios: readonly { id: string; title: string }[];
};

/** Where someone works: "All studios" when it is every bookable one, else each by its title. */
function studiosOf(studioIds: readonly string[], studios: StaffTableProps['studios']) {
  if (studios.length > 0 && studios.every((studio) => studioIds.includes(studio.id))) {
    return 'All studios';
  }
  const titles = studioIds.map((id) => studios.find((studio) => studio.id === id)?.title ?? id);
  return titles.join(', ') || 'None';
}

/** Everyone on the rota, each named by a link to their page. */
export function StaffTable({ staff, studios }: StaffTableProps) {
  return (
    <DataTable
      caption="The rota"
      columns={['Name', 'Job title', 'Skills', 'Studios', 'Weekly hours (London)', 'Status']}
      rows={staff.map((person) => ({
        key: person.id,
        header: <Link href={`/admin/staff/${person.id}`}>{person.name}</Link>,
        cells: [
          person.jobTitle,
          person.skills.map(skillTitle).join(', ') || 'None',
          studiosOf(person.studioIds, studios),
          hoursSummary(person.weeklyHours),
          person.active ? 'Active' : 'Left',
        ],
      }))}
    />
  );
}
