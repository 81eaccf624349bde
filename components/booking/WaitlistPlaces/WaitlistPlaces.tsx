import Link from 'next/link';
import { durationWords } from '@/lib/booking/availability';
import type { DayWaitlistEntry } from '@/lib/waitlist/store';
import { londonClockTime, minutesToClock } from '@/lib/time';
import { LeaveWaitlist } from './LeaveWaitlist';
import * as styles from './WaitlistPlaces.css';

const HEADING_ID = 'waitlist-places';

const dayWords = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** A signed-in customer's places on waitlists of days to come: what each waits for, or was offered. */
export function WaitlistPlaces({
  places,
  studios,
}: {
  places: readonly DayWaitlistEntry[];
  studios: readonly { id: string; title: string }[];
}) {
  if (places.length === 0) return null;
  const titleOf = (id: string) => studios.find((studio) => studio.id === id)?.title ?? id;
  return (
    <section aria-labelledby={HEADING_ID} className={styles.section}>
      <h2 id={HEADING_ID} tabIndex={-1} className={styles.heading}>
        On the waitlist
      </h2>
      <ul className={styles.list}>
        {places.map((place) => {
          const day = dayWords.format(new Date(`${place.date}T12:00:00Z`));
          const studio = titleOf(place.studioId);
          return (
            <li key={place.id} className={styles.place}>
              <p className={styles.line}>
                <strong>
                  {studio}, {day}
                </strong>
                : {durationWords(place.durationMinutes)} between {minutesToClock(place.fromMinute)}{' '}
                and {minutesToClock(place.untilMinute)}
              </p>
              {place.state === 'waiting' ? (
                <LeaveWaitlist
                  entryId={place.id}
                  label="Leave the waitlist"
                  place={`${studio} on ${place.date}`}
                  focusAfter={HEADING_ID}
                />
              ) : (
                place.offer && (
                  <p className={styles.line}>
                    {place.state === 'offered' ? 'Offered, held for you: ' : 'Offered: '}
                    <Link href={`/booking/manage/${place.offer.reference}`}>
                      {londonClockTime(place.offer.startAt)}-{londonClockTime(place.offer.endAt)}
                    </Link>
                    {place.state === 'lapsed' && ' (the offer lapsed)'}
                  </p>
                )
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
