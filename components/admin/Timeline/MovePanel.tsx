'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import type { TimelineStudio } from '@/lib/booking/timeline';
import { SLOT_STEP_MINUTES } from '@/lib/booking/rules';
import { clockToMinutes, isLocalDate } from '@/lib/time';
import { Button } from '@/components/ui/Button';
import { SelectField, TextField } from '@/components/ui/Form';
import { ReassignStaff } from '../StaffBooking/ReassignStaff';
import type { TimelineEntry } from './entries';
import { clockOf, type Position } from './geometry';
import * as styles from './Timeline.css';

const TIMES = Array.from(
  { length: (24 * 60) / SLOT_STEP_MINUTES + 1 },
  (_, i) => i * SLOT_STEP_MINUTES,
);

/**
 * A booking opened from the timeline: who and when, its page, and a form that moves it to any
 * studio, day and time without dragging (WCAG 2.5.7), through the same request as a drag.
 */
export function MovePanel({
  entry,
  studios,
  sending,
  onMove,
  onClose,
}: {
  entry: TimelineEntry;
  studios: TimelineStudio[];
  sending: boolean;
  onMove: (to: Position) => void;
  onClose: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const date = String(form.get('date'));
    const startMinute = clockToMinutes(String(form.get('start')));
    const endMinute = clockToMinutes(String(form.get('end')));
    if (!isLocalDate(date)) return setProblem('Choose a day.');
    if (endMinute <= startMinute) return setProblem('The session must end after it starts.');
    setProblem(null);
    onMove({ studioId: String(form.get('studio')), date, startMinute, endMinute });
  };
  const titleId = `move-${entry.id}`;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {entry.guestName}, {clockOf(entry.startMinute)}-{clockOf(entry.endMinute)}
      </h2>
      <p>
        {entry.payment} ·{' '}
        <Link href={`/admin/bookings/${entry.reference}`}>Open {entry.reference}</Link>
      </p>
      {entry.staffing && (
        <ReassignStaff bookingId={entry.id} reference={entry.reference} staffing={entry.staffing} />
      )}
      <form className={styles.moveForm} onSubmit={submit} aria-label={`Move ${entry.reference}`}>
        <SelectField label="Studio" name="studio" defaultValue={entry.studioId}>
          {studios.map((studio) => (
            <option key={studio.id} value={studio.id}>
              {studio.title}
            </option>
          ))}
        </SelectField>
        <TextField label="Day" name="date" type="date" defaultValue={entry.date} required />
        <TimeSelect label="Starts" name="start" value={entry.startMinute} />
        <TimeSelect label="Ends" name="end" value={entry.endMinute} />
        <div className={styles.actions}>
          <Button type="submit" disabled={sending}>
            Move booking
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
        {problem && (
          <p role="alert" className={styles.status} data-tone="error">
            {problem}
          </p>
        )}
      </form>
    </section>
  );
}

function TimeSelect({ label, name, value }: { label: string; name: string; value: number }) {
  return (
    <SelectField label={label} name={name} defaultValue={clockOf(value)}>
      {TIMES.filter((minute) => minute < 24 * 60 || name === 'end').map((minute) => (
        <option key={minute} value={clockOf(minute)}>
          {clockOf(minute)}
        </option>
      ))}
    </SelectField>
  );
}
