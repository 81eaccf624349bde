'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import type { CrmSubmitAnswer } from '@/lib/crm/http';
import { GET_STARTED_FORM } from '@/lib/crm/forms';
import { requestJson } from '@/lib/fetch';
import { confirmedByServer } from '../../experiments/confirmed-in-browser';
import { recommendServices } from '@/lib/get-started';
import { EPISODE_CADENCES, SHOW_FORMATS, SHOW_NEEDS, SHOW_STAGES } from '@/lib/get-started/choices';
import type { GetStartedAnswers, GetStartedInput } from '@/lib/validation/get-started';
import { Button } from '../../ui/Button';
import {
  ChoiceGroup,
  EmailField,
  FormMessage,
  NameField,
  PhoneField,
  SelectField,
  SubmitButton,
  TextAreaField,
  useApiForm,
} from '../../ui/Form';
import { useHydrated } from '../../ui/Form/useHydrated';
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
  // Before hydration the steps cannot move: Next stays disabled rather than doing nothing.
  const hydrated = useHydrated();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { form, field, onSubmit, serverError, pending } = useApiForm<
    GetStartedInput,
    CrmSubmitAnswer,
    GetStartedAnswers
  >({
    schema: () => import('@/lib/validation/get-started').then((m) => m.getStartedSchema),
    defaultValues: { needs: [] },
    shouldUnregister: false,
    send: async (answers) => {
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
      if (answer.ok && answer.body.success) return answer;
      // The CRM answers { success, message } even when it fails (spec §8).
      return {
        ok: false,
        status: answer.status,
        error: answer.body.message || (answer.ok ? 'Unknown error occurred' : answer.error),
        fieldErrors: {},
        body: answer.body,
      };
    },
    onSuccess: () => {
      confirmedByServer('get_started_submitted');
      router.push('/thank-you');
    },
  });

  // Moving between steps puts the keyboard and screen reader at the new step's heading.
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
  }, [step]);

  const next = async () => {
    if (!(await form.trigger(STEPS[step]?.fields))) return;
    moved.current = true;
    setStep((current) => current + 1);
  };
  const back = () => {
    moved.current = true;
    setStep((current) => current - 1);
  };

  const [format, stage, cadence, needs] = useWatch({
    control: form.control,
    name: ['format', 'stage', 'cadence', 'needs'],
  });
  const suggestions =
    step === 2 && format && stage && cadence && needs?.length
      ? recommendServices({ format, stage, cadence, needs })
      : [];

  return (
    <form className={styles.wizard} onSubmit={onSubmit} noValidate>
      <p className={styles.progress} aria-live="polite">
        Step {step + 1} of {STEPS.length}
      </p>
      <h2 ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
        {STEPS[step]?.title}
      </h2>

      {step === 0 && (
        <>
          <ChoiceGroup
            legend="What do you want to make?"
            type="radio"
            options={SHOW_FORMATS.map((value) => ({ value, label: LABELS.format[value] }))}
            {...field('format')}
          />
          <ChoiceGroup
            legend="Where is your show today?"
            type="radio"
            options={SHOW_STAGES.map((value) => ({ value, label: LABELS.stage[value] }))}
            {...field('stage')}
          />
        </>
      )}

      {step === 1 && (
        <>
          <TextAreaField
            id={`${id}-topic`}
            label="What is your show about?*"
            rows={3}
            {...field('topic')}
          />
          <SelectField
            id={`${id}-cadence`}
            label="How often will you publish?*"
            {...field('cadence')}
          >
            <option value="">Choose one</option>
            {EPISODE_CADENCES.map((value) => (
              <option key={value} value={value}>
                {LABELS.cadence[value]}
              </option>
            ))}
          </SelectField>
          <ChoiceGroup
            legend="What can we help with?*"
            type="checkbox"
            options={SHOW_NEEDS.map((value) => ({ value, label: LABELS.needs[value] }))}
            {...field('needs')}
          />
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
          <NameField id={`${id}-name`} {...field('name')} />
          <EmailField id={`${id}-email`} {...field('email')} />
          <PhoneField id={`${id}-phone`} {...field('phone')} />
          <TextAreaField
            id={`${id}-notes`}
            label="Anything else? (Optional)"
            rows={3}
            {...field('notes')}
          />
          <p className={styles.note}>
            By sending this you agree to our <Link href="/privacy">Privacy Policy</Link>. We reply
            within 24 hours.
          </p>
        </>
      )}

      {serverError && (
        <FormMessage tone="error" inline>
          {serverError}
        </FormMessage>
      )}
      <div className={styles.actions}>
        {step > 0 && (
          <Button variant="secondary" onClick={back}>
            Back
          </Button>
        )}
        {step < STEPS.length - 1 ? (
          <Button onClick={next} disabled={!hydrated}>
            Next
          </Button>
        ) : (
          <SubmitButton pending={pending} busyLabel="Sending...">
            Send my answers
          </SubmitButton>
        )}
      </div>
    </form>
  );
}
