import Link from 'next/link';
import { durationWords } from '@/lib/booking/availability';
import type { DayWaitlistEntry, WaitlistState } from '@/lib/waitlist/store';
import { londonClockTime, minutesToClock, type LocalDate } from '@/lib/time';
import { DataTable } from '../../ui/DataTable';
import { LeaveWaitlist } from '../../booking/WaitlistPlaces';
import { DayNav } from '../DayNav';

const HEADING_ID = 'waitlist-day';

const STATE_WORDS: Record<WaitlistState, string> = {
  waiting: 'Waiting',
  offered: 'Offered, held',
  booked: 'Booked',
  lapsed: 'Offer lapsed',
};

type WaitlistDayProps = {
  date: LocalDate;
  today: LocalDate;
  entries: readonly DayWaitlistEntry[];
  studios: readonly { id: string; title: string }[];
};

/** A London day's waitlist, studio by studio, in the order its places are offered. */
export function WaitlistDay({ date, today, entries, studios }: WaitlistDayProps) {
  const titleOf = (id: string) => studios.find((studio) => studio.id === id)?.title ?? id;
  const studioIds = [...new Set(entries.map((entry) => entry.studioId))];
  return (
    <>
      <DayNav path="/admin/bookings/waitlist" date={date} today={today} />
      <h2 id={HEADING_ID} tabIndex={-1}>
        Places for {date}
        {date === today && ' (today)'}
      </h2>
      {studioIds.length === 0 ? (
        <p>Nobody is waiting for that day.</p>
      ) : (
        studioIds.map((studioId) => (
          <DataTable
            key={studioId}
            caption={`${titleOf(studioId)}, ${date}`}
            columns={['In line', 'Customer', 'Wants', 'Joined', 'Where it stands', 'Take off']}
            rows={entries
              .filter((entry) => entry.studioId === studioId)
              .map((entry, index) => ({
                key: entry.id,
                header: String(index + 1),
                cells: [
                  <span key="who">
                    {entry.name}
                    <br />
                    <a href={`mailto:${entry.email}`}>{entry.email}</a>
                  </span>,
                  `${durationWords(entry.durationMinutes)} between ${minutesToClock(entry.fromMinute)} and ${minutesToClock(entry.untilMinute)}`,
                  entry.createdAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
                  entry.offer ? (
                    <span key="offer">
                      {STATE_WORDS[entry.state]}:{' '}
                      <Link href={`/admin/bookings/${entry.offer.reference}`}>
                        {londonClockTime(entry.offer.startAt)}-{londonClockTime(entry.offer.endAt)}
                      </Link>
                      {entry.state === 'offered' && entry.offer.holdExpiresAt
                        ? ` until ${londonClockTime(entry.offer.holdExpiresAt)}`
                        : ''}
                    </span>
                  ) : (
                    STATE_WORDS[entry.state]
                  ),
                  entry.state === 'waiting' ? (
                    <LeaveWaitlist
                      key="remove"
                      entryId={entry.id}
                      label="Remove"
                      place={`${entry.name}, ${titleOf(studioId)} on ${entry.date}`}
                      focusAfter={HEADING_ID}
                    />
                  ) : null,
                ],
              }))}
          />
        ))
      )}
    </>
  );
}
