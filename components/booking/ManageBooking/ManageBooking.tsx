'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { formatPounds, type BookingSettings } from '@/lib/booking/rules';
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

/** A dearer move's figures, as the move route states them (lib/booking/top-ups.ts). */
type TopUpOffer = { amountPence: number; pricePence: number; message: string };

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
  // A dearer move of an online booking: the difference to pay first, as the server stated it.
  const [topUp, setTopUp] = useState<TopUpOffer | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const topUpText = useRef<HTMLParagraphElement>(null);
  // The figures are read first when they appear, before the button that pays them.
  useEffect(() => {
    if (topUp) topUpText.current?.focus();
  }, [topUp]);

  const call = async (action: 'cancel' | 'reschedule', body: Record<string, unknown>) => {
    setBusy(true);
    setMessage(null);
    // An offer of a top-up takes the focus itself (the effect above); anything else, the status.
    let offered = false;
    try {
      const answer = await requestJson<{
        manageToken?: string;
        topUp?: TopUpOffer;
        checkoutUrl?: string;
      }>('POST', `/api/bookings/${props.bookingId}/${action}`, {
        ...body,
        ...(props.token ? { token: props.token } : {}),
      });
      if (!answer.ok) {
        if (answer.status === 409) setRefresh((n) => n + 1);
        setTopUp(null);
        setMessage({ kind: 'error', text: answer.error });
        return;
      }
      if (answer.body.checkoutUrl) {
        setMessage({ kind: 'success', text: 'Taking you to the payment page...' });
        window.location.assign(answer.body.checkoutUrl);
        return;
      }
      if (answer.body.topUp) {
        // Nothing moved yet: the customer agrees to the difference first.
        setTopUp(answer.body.topUp);
        offered = true;
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
      if (!offered) requestAnimationFrame(() => status.current?.focus());
    }
  };

  const moveTo = (chosen: string, topUpPence?: number) => {
    const end = new Date(new Date(chosen).getTime() + props.durationMinutes * 60_000);
    void call('reschedule', { start: chosen, end: end.toISOString(), topUpPence });
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
              setTopUp(null);
            }}
          />
          <StartTimePicker
            studioId={props.studioId}
            date={date}
            duration={props.durationMinutes}
            selected={start}
            onSelect={(next) => {
              setStart(next);
              setTopUp(null);
            }}
            refreshKey={refresh}
            excludeBookingId={props.bookingId}
            addOns={props.addOns}
          />
          {topUp && start ? (
            <div className={styles.topUp} role="group" aria-labelledby={`${id}-top-up`}>
              <p ref={topUpText} tabIndex={-1} id={`${id}-top-up`} className={styles.topUpText}>
                {topUp.message}
              </p>
              <div className={styles.actions}>
                <Button disabled={busy} onClick={() => moveTo(start, topUp.amountPence)}>
                  {busy
                    ? 'Opening the payment page...'
                    : `Pay ${formatPounds(topUp.amountPence)} and move`}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => {
                    setTopUp(null);
                    setMode('idle');
                  }}
                >
                  Keep the current time
                </Button>
              </div>
            </div>
          ) : (
            <div className={styles.actions}>
              <Button
                disabled={busy || !start}
                onClick={() => {
                  if (start) moveTo(start);
                }}
              >
                {busy ? 'Moving...' : 'Move my booking'}
              </Button>
              <Button variant="ghost" onClick={() => setMode('idle')}>
                Keep the current time
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
