'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import type { CrmSubmitAnswer } from '@/lib/crm/http';
import { GET_STARTED_FORM } from '@/lib/crm/forms';
import { requestJson } from '@/lib/fetch';
import { confirmedByServer } from '../../experiments/confirmed-in-browser';
import { recommendServices } from '@/lib/get-started';
import { EPISODE_CADENCES, SHOW_NEEDS } from '@/lib/validation/get-started-choices';
import type { GetStartedAnswers, GetStartedInput } from '@/lib/validation/get-started';
import {
  ChoiceGroup,
  EmailField,
  NameField,
  PhoneField,
  SelectField,
  TextAreaField,
  useApiForm,
  type FormHandoff,
} from '../../ui/Form';
import { LABELS, STEP_TITLES, WizardFrame, YourShowStep } from './GetStartedWizardView';
import * as styles from './GetStartedWizard.css';

// The questions each step checks before Next moves on.
const STEP_FIELDS: FieldPath<GetStartedInput>[][] = [
  ['format', 'stage'],
  ['topic', 'cadence', 'needs'],
  ['name', 'email', 'phone', 'notes'],
];

/** The wizard at work: checks each step, suggests services and sends the answers to the CRM. */
export function GetStartedWizardLive({ handoff }: { handoff: FormHandoff }) {
  const id = useId();
  const router = useRouter();
  const [step, setStep] = useState(0);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { form, field, onSubmit, serverError, pending } = useApiForm<
    GetStartedInput,
    CrmSubmitAnswer,
    GetStartedAnswers
  >({
    schema: () => import('@/lib/validation/get-started').then((m) => m.getStartedSchema),
    // The first step's choices made before this code arrived.
    defaultValues: { needs: [], ...handoff.values } as Partial<GetStartedInput>,
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

  const last = step === STEP_TITLES.length - 1;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (last) return onSubmit(event);
    event.preventDefault();
    void form.trigger(STEP_FIELDS[step]).then((valid) => {
      if (!valid) return;
      moved.current = true;
      setStep((current) => current + 1);
    });
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
    last && format && stage && cadence && needs?.length
      ? recommendServices({ format, stage, cadence, needs })
      : [];

  return (
    <WizardFrame
      step={step}
      stepHeading={stepHeading}
      onSubmit={submit}
      onBack={back}
      pending={pending}
      serverError={serverError}
    >
      {step === 0 && <YourShowStep format={field('format')} stage={field('stage')} />}

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

      {last && (
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
    </WizardFrame>
  );
}
