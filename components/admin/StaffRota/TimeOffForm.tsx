'use client';

import { useState, type FormEvent } from 'react';
import {
  addDays,
  clockToMinutes,
  isLocalDate,
  londonWallTimeToInstant,
  toLondonIso,
  type LocalDate,
} from '@/lib/time';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Form';
import { RequestError } from '../../ui/RequestButton';
import { useRequestThenRefresh } from '../../ui/useRequestThenRefresh';
import * as styles from './StaffRota.css';

/** Where the focus goes when a row of time off it was on is removed. */
export const TIME_OFF_START_ID = 'time-off-start-date';

// `HH:mm`, and the seconds a browser may add.
const isClock = (value: string) => /^\d{2}:\d{2}(:\d{2})?$/.test(value);

/** A London date and wall time as the API takes it: ISO 8601 with London's offset at that time. */
const instantOf = (date: LocalDate, clock: string) =>
  toLondonIso(londonWallTimeToInstant(date, clockToMinutes(clock)));

/** Adds a person's time off, from a London date and time to another. */
export function TimeOffForm({ personId, today }: { personId: string; today: LocalDate }) {
  const { busy, error, setError, send } = useRequestThenRefresh();
  const [added, setAdded] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? '');
    const [startDate, endDate] = [field('startDate'), field('endDate')];
    const [startTime, endTime] = [field('startTime'), field('endTime')];
    setAdded(false);
    // A browser without date and time pickers takes typed text: check it before converting it.
    const dates = [startDate, endDate].every(isLocalDate);
    if (!dates || !isClock(startTime) || !isClock(endTime)) {
      return setError('Give the start and the end as a date (YYYY-MM-DD) and a time (HH:mm).');
    }
    const answer = await send('POST', `/api/admin/staff/${personId}/time-off`, {
      start: instantOf(startDate, startTime),
      end: instantOf(endDate, endTime),
      reason: field('reason') || null,
    });
    if (!answer.ok) return;
    setAdded(true);
    form.reset();
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Add time off">
      <p className={styles.muted}>
        In London time. A whole day off runs from 00:00 to 00:00 the day after.
      </p>
      <div className={styles.grid}>
        <TextField
          id={TIME_OFF_START_ID}
          name="startDate"
          type="date"
          label="Start date"
          defaultValue={today}
          required
        />
        <TextField name="startTime" type="time" label="Start time" defaultValue="00:00" required />
        <TextField
          name="endDate"
          type="date"
          label="End date"
          defaultValue={addDays(today, 1)}
          required
        />
        <TextField name="endTime" type="time" label="End time" defaultValue="00:00" required />
        <TextField name="reason" label="Reason (optional)" maxLength={200} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? 'Adding...' : 'Add time off'}
        </Button>
        <RequestError error={error} />
        {added && !error && <span role="status">Added the time off.</span>}
      </div>
    </form>
  );
}
