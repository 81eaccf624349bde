'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import type { BookingSettings } from '@/lib/booking/rules';
import { addDays, weekdayOf, type LocalDate } from '@/lib/time';
import { requestJson } from '@/lib/fetch';
import { Button } from '../../ui/Button';
import { DateCalendar } from '../DateCalendar';
import * as fields from '../fields.css';
import { StartTimePicker } from '../StartTimePicker';
import * as styles from './ManageBooking.css';

export type ManageBookingProps = {
  bookingId: string;
  reference: string;
  studioId: string;
  durationMinutes: number;
  settings: BookingSettings;
  today: LocalDate;
  maxAdvanceDays: number;
  /** The manage token from the e-mail link; absent when the owner or an admin is signed in. */
  token: string | null;
  /** Where to go after a change; the manage page by default. */
  returnPath?: string;
  /** A slot held while the customer pays: it can only be released. */
  held?: boolean;
  /** The booking's add-ons: their setup and teardown time must be free at the new time too. */
  addOns?: string[];
};

/** Cancel or move an active booking, by its owner, an admin or the holder of the e-mailed link. */
export function ManageBooking(props: ManageBookingProps) {
  const id = useId();
  const router = useRouter();
  const [mode, setMode] = useState<'idle' | 'reschedule'>('idle');
  const [date, setDate] = useState<LocalDate | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const status = useRef<HTMLParagraphElement>(null);

  const call = async (action: 'cancel' | 'reschedule', body: Record<string, unknown>) => {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await requestJson<{ manageToken?: string }>(
        'POST',
        `/api/bookings/${props.bookingId}/${action}`,
        { ...body, ...(props.token ? { token: props.token } : {}) },
      );
      if (!answer.ok) {
        if (answer.status === 409) setRefresh((n) => n + 1);
        setMessage({ kind: 'error', text: answer.error });
        return;
      }
      setMessage({
        kind: 'success',
        text:
          action === 'cancel'
            ? props.held
              ? 'The slot is released. Nothing was charged.'
              : 'Your booking is cancelled. We have e-mailed you.'
            : 'Your booking has moved. We have e-mailed you the new time.',
      });
      setMode('idle');
      const path = props.returnPath ?? `/booking/manage/${props.reference}`;
      const token = answer.body.manageToken ?? props.token;
      router.replace(
        props.returnPath ? path : `${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
      );
      router.refresh();
    } finally {
      setBusy(false);
      requestAnimationFrame(() => status.current?.focus());
    }
  };

  const isAvailable = (candidate: LocalDate) =>
    !props.settings.closures.some((closure) => closure.date === candidate) &&
    props.settings.bookingHours.some((hours) => hours.day === weekdayOf(candidate));

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={fields.legend}>
        Change this booking
      </h2>
      <p
        ref={status}
        tabIndex={-1}
        role="status"
        className={message?.kind === 'error' ? fields.error : styles.success}
      >
        {message?.text}
      </p>
      {props.held ? (
        <div className={styles.actions}>
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() => {
              if (window.confirm('Release this slot without paying?')) void call('cancel', {});
            }}
          >
            Release this slot
          </Button>
        </div>
      ) : mode === 'idle' ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setMode('reschedule')} disabled={busy}>
            Reschedule
          </Button>
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() => {
              if (window.confirm('Cancel this booking?')) void call('cancel', {});
            }}
          >
            Cancel booking
          </Button>
        </div>
      ) : (
        <div className={styles.reschedule}>
          <DateCalendar
            label="New date"
            selected={date}
            firstDate={props.today}
            lastDate={addDays(props.today, props.maxAdvanceDays)}
            isAvailable={isAvailable}
            onSelect={(next) => {
              setDate(next);
              setStart(null);
            }}
          />
          <StartTimePicker
            studioId={props.studioId}
            date={date}
            duration={props.durationMinutes}
            selected={start}
            onSelect={setStart}
            refreshKey={refresh}
            excludeBookingId={props.bookingId}
            addOns={props.addOns}
          />
          <div className={styles.actions}>
            <Button
              disabled={busy || !start}
              onClick={() => {
                if (!start) return;
                const end = new Date(new Date(start).getTime() + props.durationMinutes * 60_000);
                void call('reschedule', { start, end: end.toISOString() });
              }}
            >
              {busy ? 'Moving...' : 'Move my booking'}
            </Button>
            <Button variant="ghost" onClick={() => setMode('idle')}>
              Keep the current time
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
