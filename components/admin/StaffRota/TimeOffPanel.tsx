import { SettingsSection } from '@/components/auth/SettingsSection';
import type { TimeOffEntry } from '@/lib/staff/store';
import type { LocalDate } from '@/lib/time';
import { DataTable } from '../../ui/DataTable';
import { RemoveTimeOff } from './RemoveTimeOff';
import { TimeOffForm } from './TimeOffForm';
import { londonDateTime, When } from './When';

type TimeOffPanelProps = {
  personId: string;
  name: string;
  /** Their time off that has not ended yet, soonest first. */
  entries: readonly TimeOffEntry[];
  today: LocalDate;
};

/** A person's upcoming time off, each with its Remove button, and the form that adds more. */
export function TimeOffPanel({ personId, name, entries, today }: TimeOffPanelProps) {
  return (
    <SettingsSection
      title="Time off"
      description="Holidays, sick days and appointments: no new session is given to them in that time. Sessions they already hold stay theirs; reassign them from the booking."
    >
      {entries.length === 0 ? (
        <p>No time off coming up.</p>
      ) : (
        <DataTable
          caption={`Upcoming time off of ${name} (London time)`}
          columns={['From', 'Until', 'Reason', 'Action']}
          rows={entries.map((entry) => ({
            key: entry.id,
            header: <When at={entry.start} />,
            cells: [
              <When key="end" at={entry.end} />,
              entry.reason ?? '',
              <RemoveTimeOff
                key="remove"
                personId={personId}
                entryId={entry.id}
                when={londonDateTime(entry.start)}
              />,
            ],
          }))}
        />
      )}
      <TimeOffForm personId={personId} today={today} />
    </SettingsSection>
  );
}
