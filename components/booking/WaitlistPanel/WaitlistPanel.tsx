'use client';

import { useId, useState } from 'react';
import { dayOpening, durationWords } from '@/lib/booking/availability';
import {
  PROVISIONAL_HOLD_MINUTES,
  SLOT_STEP_MINUTES,
  type BookingSettings,
} from '@/lib/booking/rules';
import { requestJson } from '@/lib/fetch';
import { minutesToClock, type LocalDate } from '@/lib/time';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Form';
import * as fields from '../fields.css';
import * as styles from './WaitlistPanel.css';

export type WaitlistPanelProps = {
  studioId: string;
  studioTitle: string;
  date: LocalDate;
  duration: number;
  settings: BookingSettings;
  prefill: { name: string; email: string } | null;
  /** The proof of work a signed-out visitor's request carries (the booking form's). */
  proof: () => Promise<Record<string, string>>;
};

type Sent =
  | { state: 'idle' | 'sending' }
  | { state: 'joined'; message: string }
  | { state: 'failed'; message: string; fieldErrors: Record<string, string[]> };

/**
 * A full day's way in: the visitor leaves a window of the day and their address, and is e-mailed an
 * offer, held for them, as soon as time that fits is freed. Inside the booking form (no form of its
 * own, which HTML does not nest), so its button sends it alone.
 */
export function WaitlistPanel({
  studioId,
  studioTitle,
  date,
  duration,
  settings,
  prefill,
  proof,
}: WaitlistPanelProps) {
  const id = useId();
  const opening = dayOpening(settings, date);
  const opens = opening.open ? opening.opensMinute : 0;
  const closes = opening.open ? opening.closesMinute : 0;
  const [from, setFrom] = useState(opens);
  const [until, setUntil] = useState(closes);
  const [name, setName] = useState(prefill?.name ?? '');
  const [email, setEmail] = useState(prefill?.email ?? '');
  const [sent, setSent] = useState<Sent>({ state: 'idle' });
  if (!opening.open || closes - opens < duration) return null;
  const times: number[] = [];
  for (let minute = opens; minute <= closes; minute += SLOT_STEP_MINUTES) times.push(minute);
  const errorOf = (field: string) =>
    sent.state === 'failed' ? sent.fieldErrors[field]?.[0] : undefined;

  const join = async () => {
    setSent({ state: 'sending' });
    const answer = await requestJson<{ message: string }>(
      'POST',
      '/api/waitlist',
      {
        studioId,
        date,
        from: minutesToClock(from),
        until: minutesToClock(until),
        duration,
        name,
        email,
      },
      { headers: await proof() },
    );
    setSent(
      answer.ok
        ? { state: 'joined', message: answer.body.message }
        : { state: 'failed', message: answer.error, fieldErrors: answer.fieldErrors ?? {} },
    );
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.heading}>
        Join the waitlist
      </h3>
      {sent.state === 'joined' ? (
        <p role="status" data-testid="waitlist-joined">
          {sent.message}
        </p>
      ) : (
        <>
          <p className={fields.hint}>
            {studioTitle} has nothing free for {durationWords(duration)} that day. Tell us when
            would suit you: if time frees up, the first person waiting is e-mailed an offer and the
            time is held for them for {durationWords(PROVISIONAL_HOLD_MINUTES)}.
          </p>
          <div className={styles.grid}>
            <SelectField
              id={`${id}-from`}
              label="Earliest start"
              value={from}
              onChange={(event) => setFrom(Number(event.target.value))}
              error={errorOf('from')}
            >
              {times
                .filter((minute) => minute + duration <= closes)
                .map((minute) => (
                  <option key={minute} value={minute}>
                    {minutesToClock(minute)}
                  </option>
                ))}
            </SelectField>
            <SelectField
              id={`${id}-until`}
              label="Latest finish"
              value={until}
              onChange={(event) => setUntil(Number(event.target.value))}
              error={errorOf('until')}
            >
              {times
                .filter((minute) => minute - duration >= opens)
                .map((minute) => (
                  <option key={minute} value={minute}>
                    {minutesToClock(minute)}
                  </option>
                ))}
            </SelectField>
            <TextField
              id={`${id}-name`}
              label="Your name for the waitlist"
              autoComplete="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={errorOf('name')}
            />
            <TextField
              id={`${id}-email`}
              label="E-mail for the offer"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={errorOf('email')}
            />
          </div>
          {sent.state === 'failed' && (
            <p role="alert" className={fields.error}>
              {sent.message}
            </p>
          )}
          <Button
            variant="secondary"
            onClick={() => void join()}
            disabled={sent.state === 'sending'}
          >
            {sent.state === 'sending' ? 'Joining…' : 'Join the waitlist'}
          </Button>
        </>
      )}
    </section>
  );
}
