'use client';

import { useId } from 'react';
import type { BookingConsultation } from '@/lib/db/schema/bookings';
import { SelectField, SubmitButton, TextAreaField, TextField, useSchemaForm } from '../../ui/Form';
import * as fields from '../fields.css';
import * as styles from './ConsultationForm.css';

type ConsultationFormProps = {
  initial: BookingConsultation | null;
  onComplete: (consultation: BookingConsultation) => void;
};

// An empty optional answer is no answer (not a zero guests or an empty name).
const emptyIsUnset = { setValueAs: (value: unknown) => (value === '' ? undefined : value) };

/** Step 1 of the consultation-first flow: a few questions so the team can prepare the session. */
export function ConsultationForm({ initial, onComplete }: ConsultationFormProps) {
  const id = useId();
  const { form, field } = useSchemaForm<
    Partial<Record<keyof BookingConsultation, unknown>>,
    BookingConsultation
  >({
    schema: () => import('@/lib/validation/booking').then((m) => m.bookingConsultationSchema),
    defaultValues: {
      goals: initial?.goals ?? '',
      podcastName: initial?.podcastName,
      guests: initial?.guests ?? 1,
      experience: initial?.experience ?? 'first_show',
    },
  });

  return (
    <form
      className={styles.form}
      onSubmit={form.handleSubmit(onComplete)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={fields.legend}>
        Tell us about your project
      </h2>
      <p className={fields.hint}>
        A short consultation first, so the right engineer and set-up are ready for you.
      </p>
      <TextAreaField
        id={`${id}-goals`}
        label="What do you want to record?"
        required
        {...field('goals')}
      />
      <div className={styles.row}>
        <TextField
          id={`${id}-name`}
          label="Podcast name (optional)"
          {...field('podcastName', emptyIsUnset)}
        />
        <TextField
          id={`${id}-guests`}
          label="Guests besides you"
          type="number"
          min={0}
          max={12}
          inputMode="numeric"
          {...field('guests', emptyIsUnset)}
        />
      </div>
      <SelectField
        id={`${id}-experience`}
        label="Where is your show today?"
        {...field('experience')}
      >
        <option value="first_show">Planning our first episode</option>
        <option value="some_episodes">A few episodes out</option>
        <option value="established">An established show</option>
      </SelectField>
      <div>
        {/* Nothing is sent from this step; SubmitButton keeps it disabled until hydration. */}
        <SubmitButton pending={false}>Continue to the calendar</SubmitButton>
      </div>
    </form>
  );
}
