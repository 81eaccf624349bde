'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { CrmSubmitAnswer } from '@/lib/crm/http';
import { GET_STARTED_FORM } from '@/lib/crm/submit-schema';
import { requestJson } from '@/lib/fetch';
import { confirmedByServer } from '../../experiments/confirmed-in-browser';
import { recommendServices } from '@/lib/get-started';
import {
  EPISODE_CADENCES,
  getStartedSchema,
  SHOW_FORMATS,
  SHOW_NEEDS,
  SHOW_STAGES,
  type GetStartedAnswers,
  type GetStartedInput,
} from '@/lib/validation/get-started';
import { Button } from '../../ui/Button';
import * as styles from './GetStartedWizard.css';

const LABELS = {
  format: {
    audio: 'Audio podcast',
    video: 'Video podcast',
    both: 'Audio and video',
    unsure: 'Not sure yet',
  },
  stage: { idea: 'Just an idea', launching: 'Ready to launch', established: 'Already publishing' },
  cadence: {
    'one-off': 'A one-off or series',
    monthly: 'Monthly',
    fortnightly: 'Every two weeks',
    weekly: 'Weekly',
  },
  needs: {
    studio: 'Studio hire',
    production: 'Editing and production',
    'sound-design': 'Sound design',
    distribution: 'Distribution and launch',
    consultation: 'Strategy and consultation',
    remote: 'Remote guests',
  },
} as const;

const STEPS: { title: string; fields: FieldPath<GetStartedInput>[] }[] = [
  { title: 'Your show', fields: ['format', 'stage'] },
  { title: 'Your plans', fields: ['topic', 'cadence', 'needs'] },
  { title: 'Your details', fields: ['name', 'email', 'phone', 'notes'] },
];

/** A three-step start: qualifies the lead, suggests services, and sends it through the CRM. */
export function GetStartedWizard() {
  const id = useId();
  const router = useRouter();
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const {
    register,
    handleSubmit,
    trigger,
    control,
    formState: { errors, isSubmitting },
  } = useForm<GetStartedInput, unknown, GetStartedAnswers>({
    resolver: zodResolver(getStartedSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { needs: [] },
    shouldUnregister: false,
  });

  // Moving between steps puts the keyboard and screen reader at the new step's heading.
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
  }, [step]);

  const next = async () => {
    if (!(await trigger(STEPS[step]?.fields))) return;
    moved.current = true;
    setStep((current) => current + 1);
  };
  const back = () => {
    moved.current = true;
    setStep((current) => current - 1);
  };

  const send = async (answers: GetStartedAnswers) => {
    setFailure(null);
    const suggestions = recommendServices(answers).map((service) => service.title);
    const answer = await requestJson<CrmSubmitAnswer>('POST', '/api/crm/submit', {
      formName: GET_STARTED_FORM,
      pageUri: window.location.href,
      fields: {
        ...answers,
        needs: answers.needs.join(', '),
        suggestedServices: suggestions.join(', '),
      },
    });
    if (!answer.ok || !answer.body.success) {
      // The CRM answers { success, message } even when it fails (spec §8).
      setFailure(answer.body.message || (answer.ok ? 'Unknown error occurred' : answer.error));
      return;
    }
    confirmedByServer('get_started_submitted');
    router.push('/thank-you');
  };

  const errorOf = (name: keyof GetStartedInput) =>
    errors[name]?.message && (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {errors[name]?.message}
      </p>
    );
  const invalid = (name: keyof GetStartedInput) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {};

  const [format, stage, cadence, needs] = useWatch({
    control,
    name: ['format', 'stage', 'cadence', 'needs'],
  });
  const suggestions =
    step === 2 && format && stage && cadence && needs?.length
      ? recommendServices({ format, stage, cadence, needs })
      : [];

  return (
    <form className={styles.wizard} onSubmit={handleSubmit(send)} noValidate>
      <p className={styles.progress} aria-live="polite">
        Step {step + 1} of {STEPS.length}
      </p>
      <h2 ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
        {STEPS[step]?.title}
      </h2>

      {step === 0 && (
        <>
          <fieldset className={styles.choices} {...invalid('format')}>
            <legend>What do you want to make?</legend>
            {SHOW_FORMATS.map((value) => (
              <label key={value} className={styles.choice}>
                <input type="radio" value={value} {...register('format')} /> {LABELS.format[value]}
              </label>
            ))}
            {errorOf('format')}
          </fieldset>
          <fieldset className={styles.choices} {...invalid('stage')}>
            <legend>Where is your show today?</legend>
            {SHOW_STAGES.map((value) => (
              <label key={value} className={styles.choice}>
                <input type="radio" value={value} {...register('stage')} /> {LABELS.stage[value]}
              </label>
            ))}
            {errorOf('stage')}
          </fieldset>
        </>
      )}

      {step === 1 && (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-topic`}>What is your show about?*</label>
            <textarea
              id={`${id}-topic`}
              rows={3}
              className={styles.input}
              {...invalid('topic')}
              {...register('topic')}
            />
            {errorOf('topic')}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-cadence`}>How often will you publish?*</label>
            <select
              id={`${id}-cadence`}
              className={styles.input}
              {...invalid('cadence')}
              {...register('cadence')}
            >
              <option value="">Choose one</option>
              {EPISODE_CADENCES.map((value) => (
                <option key={value} value={value}>
                  {LABELS.cadence[value]}
                </option>
              ))}
            </select>
            {errorOf('cadence')}
          </div>
          <fieldset className={styles.choices} {...invalid('needs')}>
            <legend>What can we help with?*</legend>
            {SHOW_NEEDS.map((value) => (
              <label key={value} className={styles.choice}>
                <input type="checkbox" value={value} {...register('needs')} /> {LABELS.needs[value]}
              </label>
            ))}
            {errorOf('needs')}
          </fieldset>
        </>
      )}

      {step === 2 && (
        <>
          {suggestions.length > 0 && (
            <section aria-labelledby={`${id}-suggestions`} className={styles.suggestions}>
              <h3 id={`${id}-suggestions`}>We suggest</h3>
              <ul>
                {suggestions.map((service) => (
                  <li key={service.href}>
                    <Link href={service.href}>{service.title}</Link>: {service.why}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className={styles.field}>
            <label htmlFor={`${id}-name`}>Name*</label>
            <input
              id={`${id}-name`}
              autoComplete="name"
              className={styles.input}
              {...invalid('name')}
              {...register('name')}
            />
            {errorOf('name')}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-email`}>Email*</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              className={styles.input}
              {...invalid('email')}
              {...register('email')}
            />
            {errorOf('email')}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-phone`}>Phone (Optional)</label>
            <input
              id={`${id}-phone`}
              type="tel"
              autoComplete="tel"
              className={styles.input}
              {...register('phone')}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-notes`}>Anything else? (Optional)</label>
            <textarea
              id={`${id}-notes`}
              rows={3}
              className={styles.input}
              {...invalid('notes')}
              {...register('notes')}
            />
            {errorOf('notes')}
          </div>
          <p className={styles.note}>
            By sending this you agree to our <Link href="/privacy">Privacy Policy</Link>. We reply
            within 24 hours.
          </p>
        </>
      )}

      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        {step > 0 && (
          <Button variant="secondary" onClick={back}>
            Back
          </Button>
        )}
        {step < STEPS.length - 1 ? (
          <Button onClick={next}>Next</Button>
        ) : (
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send my answers'}
          </Button>
        )}
      </div>
    </form>
  );
}
