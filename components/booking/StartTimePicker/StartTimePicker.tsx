'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { requestJson } from '@/lib/fetch';
import { Spinner } from '../../ui/Spinner';
import * as fields from '../fields.css';
import * as styles from './StartTimePicker.css';

type Availability =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; starts: string[]; closure: string | null }
  | { state: 'failed'; message: string };

export type StartTimePickerProps = {
  studioId: string | null;
  date: string | null;
  duration: number;
  selected: string | null;
  onSelect: (start: string) => void;
  /** Change it to load the free times again (after a conflict). */
  refreshKey?: number;
  /** The booking being moved: its current time counts as free. */
  excludeBookingId?: string;
  /** Chosen add-ons: their setup and teardown time must be free too. */
  addOns?: string[];
  /** The person asked for by name: only times they are free. */
  staffId?: string | null;
  /**
   * The chosen start is not free for what is chosen now (a longer session, an add-on's setup and
   * teardown): the caller forgets it and says why in `notice`. A start that still fits stays.
   */
  onSelectedGone?: (start: string) => void;
  /** A sentence about the start times, announced as it changes (why a chosen start went). */
  notice?: string | null;
  /** What to offer when an open day has no free start (the booking page's waitlist). */
  whenFull?: ReactNode;
};

/** The free start times of a day as a radio group, loaded from the availability API. */
export function StartTimePicker({
  studioId,
  date,
  duration,
  selected,
  onSelect,
  refreshKey = 0,
  excludeBookingId,
  addOns = [],
  staffId = null,
  onSelectedGone,
  notice,
  whenFull,
}: StartTimePickerProps) {
  const extras = addOns.join(',');
  const requestKey =
    studioId && date
      ? `${studioId}|${date}|${duration}|${extras}|${staffId ?? ''}|${refreshKey}`
      : null;
  const [loaded, setLoaded] = useState<{ key: string; result: Availability } | null>(null);
  const availability: Availability = !requestKey
    ? { state: 'idle' }
    : loaded?.key === requestKey
      ? loaded.result
      : { state: 'loading' };

  useEffect(() => {
    if (!requestKey || !studioId || !date) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ studio: studioId, date, duration: String(duration) });
    if (excludeBookingId) query.set('exclude', excludeBookingId);
    if (extras) query.set('addOns', extras);
    if (staffId) query.set('staff', staffId);
    requestJson<{ starts: string[]; closure?: string | null }>(
      'GET',
      `/api/bookings/availability?${query}`,
      undefined,
      { signal: controller.signal },
    )
      .then((answer) => {
        if (!answer.ok || !answer.body.starts) {
          throw new Error(answer.ok ? 'We could not load the free times.' : answer.error);
        }
        setLoaded({
          key: requestKey,
          result: {
            state: 'ready',
            starts: answer.body.starts,
            closure: answer.body.closure ?? null,
          },
        });
      })
      .catch((error: Error) => {
        if (error.name !== 'AbortError') {
          setLoaded({ key: requestKey, result: { state: 'failed', message: error.message } });
        }
      });
    return () => controller.abort();
  }, [requestKey, studioId, date, duration, excludeBookingId, extras, staffId]);

  const gone =
    selected && availability.state === 'ready' && !availability.starts.includes(selected)
      ? selected
      : null;
  useEffect(() => {
    if (gone) onSelectedGone?.(gone);
  }, [gone, onSelectedGone]);

  return (
    <fieldset className={fields.fieldset} aria-busy={availability.state === 'loading'}>
      <legend className={fields.label}>Start time (London)</legend>
      <p role="status" className={styles.notice} data-testid="start-time-notice">
        {notice}
      </p>
      {!date && <p className={fields.hint}>Choose a date on the calendar.</p>}
      {date && availability.state === 'loading' && <Spinner label="Loading free times" />}
      {date && availability.state === 'failed' && (
        <p className={fields.error}>{availability.message}</p>
      )}
      {date &&
        availability.state === 'ready' &&
        (availability.starts.length === 0 ? (
          <>
            <p className={fields.hint}>
              {availability.closure
                ? `The studio is closed that day (${availability.closure}).`
                : 'No free start times that day for this length. Try another day or a shorter session.'}
            </p>
            {!availability.closure && whenFull}
          </>
        ) : (
          <div className={styles.list}>
            {availability.starts.map((iso) => (
              <label key={iso} className={styles.chip} data-selected={iso === selected}>
                <input
                  type="radio"
                  name="start"
                  value={iso}
                  checked={iso === selected}
                  onChange={() => onSelect(iso)}
                  className={styles.radio}
                />
                {iso.slice(11, 16)}
              </label>
            ))}
          </div>
        ))}
    </fieldset>
  );
}
