'use client';

import { useId, useState, type FormEvent } from 'react';
import type { BookingConsultation } from '@/lib/db/schema/bookings';
import { bookingConsultationSchema } from '@/lib/validation/booking';
import { Button } from '../../ui/Button';
import * as fields from '../fields.css';
import * as styles from './ConsultationForm.css';

type ConsultationFormProps = {
  initial: BookingConsultation | null;
  onComplete: (consultation: BookingConsultation) => void;
};

/** Step 1 of the consultation-first flow: a few questions so the team can prepare the session. */
export function ConsultationForm({ initial, onComplete }: ConsultationFormProps) {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = bookingConsultationSchema.safeParse({
      goals: data.get('goals'),
      podcastName: data.get('podcastName') || undefined,
      guests: data.get('guests') || undefined,
      experience: data.get('experience') || undefined,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    onComplete(parsed.data);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={fields.legend}>
        Tell us about your project
      </h2>
      <p className={fields.hint}>
        A short consultation first, so the right engineer and set-up are ready for you.
      </p>
      <div className={fields.field}>
        <label htmlFor={`${id}-goals`} className={fields.label}>
          What do you want to record?
        </label>
        <textarea
          id={`${id}-goals`}
          name="goals"
          className={fields.textarea}
          defaultValue={initial?.goals}
          aria-invalid={errors.goals ? true : undefined}
          aria-describedby={errors.goals ? `${id}-goals-error` : undefined}
          required
        />
        {errors.goals && (
          <p id={`${id}-goals-error`} className={fields.error}>
            {errors.goals}
          </p>
        )}
      </div>
      <div className={styles.row}>
        <div className={fields.field}>
          <label htmlFor={`${id}-name`} className={fields.label}>
            Podcast name (optional)
          </label>
          <input
            id={`${id}-name`}
            name="podcastName"
            className={fields.control}
            defaultValue={initial?.podcastName}
          />
        </div>
        <div className={fields.field}>
          <label htmlFor={`${id}-guests`} className={fields.label}>
            Guests besides you
          </label>
          <input
            id={`${id}-guests`}
            name="guests"
            type="number"
            min={0}
            max={12}
            inputMode="numeric"
            className={fields.control}
            defaultValue={initial?.guests ?? 1}
          />
        </div>
      </div>
      <div className={fields.field}>
        <label htmlFor={`${id}-experience`} className={fields.label}>
          Where is your show today?
        </label>
        <select
          id={`${id}-experience`}
          name="experience"
          className={fields.control}
          defaultValue={initial?.experience ?? 'first_show'}
        >
          <option value="first_show">Planning our first episode</option>
          <option value="some_episodes">A few episodes out</option>
          <option value="established">An established show</option>
        </select>
      </div>
      <div>
        <Button type="submit">Continue to the calendar</Button>
      </div>
    </form>
  );
}
