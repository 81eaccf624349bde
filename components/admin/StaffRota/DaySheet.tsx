import Link from 'next/link';
import { SettingsSection } from '@/components/auth/SettingsSection';
import type { TimeRange } from '@/lib/staff/availability';
import type { StaffSession, TimeOffEntry } from '@/lib/staff/store';
import { londonClockTime, weekdayOf, type LocalDate } from '@/lib/time';
import { DayNav } from '../DayNav';
import { DataTable } from '../../ui/DataTable';
import { ROTA_DAYS } from './hours';
import * as styles from './StaffRota.css';
import { When } from './When';

type DaySheetProps = {
  personId: string;
  date: LocalDate;
  today: LocalDate;
  /** Their working hours that day, or null on a day off. */
  hours: TimeRange | null;
  /** Their time off that overlaps the day. */
  timeOff: readonly TimeOffEntry[];
  sessions: readonly StaffSession[];
};

const clockRange = ({ start, end }: TimeRange) =>
  `${londonClockTime(start)}–${londonClockTime(end)}`;

/** One London day of a person: their hours, any time off, and the sessions they hold. */
export function DaySheet({ personId, date, today, hours, timeOff, sessions }: DaySheetProps) {
  const weekday = ROTA_DAYS.find((entry) => entry.day === weekdayOf(date))?.title;
  return (
    <SettingsSection title="Day sheet">
      <DayNav path={`/admin/staff/${personId}`} date={date} today={today} />
      <p className={styles.line}>
        <strong>
          {weekday} {date}
          {date === today && ' (today)'}:
        </strong>{' '}
        {hours ? `working ${clockRange(hours)} London time.` : 'Not working.'}
      </p>
      {timeOff.map((entry) => (
        <p key={entry.id} className={styles.line}>
          Time off from <When at={entry.start} /> until <When at={entry.end} />
          {entry.reason && ` (${entry.reason})`}
        </p>
      ))}
      {sessions.length === 0 ? (
        <p className={styles.line}>No sessions this day.</p>
      ) : (
        <DataTable
          caption={`Sessions on ${date} (London time)`}
          columns={['Time', 'Studio', 'Customer', 'Add-ons', 'Booking']}
          rows={sessions.map((session) => ({
            key: session.bookingId,
            header: `${clockRange({ start: session.startAt, end: session.endAt })}${session.status === 'pending' ? ' (held, not yet confirmed)' : ''}`,
            cells: [
              session.studioName,
              session.guestName,
              session.addOns.join(', ') || 'None',
              <Link key="booking" href={`/admin/bookings/${session.reference}`}>
                {session.reference}
              </Link>,
            ],
          }))}
        />
      )}
    </SettingsSection>
  );
}
