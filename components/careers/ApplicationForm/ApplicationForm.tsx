'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { requestJson } from '@/lib/fetch';
import {
  CV_MAX_BYTES,
  CV_MISSING_MESSAGE,
  CV_TOO_LARGE_MESSAGE,
  CV_WRONG_TYPE_MESSAGE,
  jobApplicationSchema,
  type JobApplicationFields,
  type JobApplicationInput,
} from '@/lib/validation/careers';
import { Button } from '../../ui/Button';
import * as styles from './ApplicationForm.css';

type Outcome = { kind: 'sent'; reference: string } | { kind: 'error'; text: string } | null;

// A quick check by name and size before upload; the server decides by the file's content.
function cvProblem(file: File | undefined): string | null {
  if (!file) return CV_MISSING_MESSAGE;
  if (file.size > CV_MAX_BYTES) return CV_TOO_LARGE_MESSAGE;
  if (!/\.(pdf|docx)$/i.test(file.name)) return CV_WRONG_TYPE_MESSAGE;
  return null;
}

/** The job application: name, e-mail, phone, cover note and a CV (PDF or DOCX, up to 5 MB). */
export function ApplicationForm({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const cvInput = useRef<HTMLInputElement>(null);
  const checkCv = () => {
    const problem = cvProblem(cvInput.current?.files?.[0]);
    setCvError(problem);
    return problem;
  };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<JobApplicationInput, unknown, JobApplicationFields>({
    resolver: zodResolver(jobApplicationSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { jobId },
  });

  const send = async (fields: JobApplicationFields) => {
    const cv = cvInput.current?.files?.[0];
    if (checkCv() || !cv) return;
    setOutcome(null);
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value) body.set(name, value);
    body.set('cv', cv);
    const answer = await requestJson<{ reference?: string }>(
      'POST',
      '/api/careers/applications',
      body,
    );
    if (!answer.ok) {
      for (const [field, messages] of Object.entries(answer.fieldErrors)) {
        if (field === 'cv') setCvError(messages[0] ?? CV_WRONG_TYPE_MESSAGE);
        else setError(field as keyof JobApplicationInput, { message: messages[0] });
      }
      setOutcome({ kind: 'error', text: answer.error });
      return;
    }
    setOutcome({ kind: 'sent', reference: answer.body.reference ?? '' });
  };

  if (outcome?.kind === 'sent') {
    return (
      <div role="status" className={styles.sent}>
        <h2 className={styles.heading}>Application sent</h2>
        <p>
          Thank you for applying for {jobTitle}. We have e-mailed you a confirmation and will reply
          after we have read your application.
        </p>
        {outcome.reference && <p className={styles.hint}>Your reference: {outcome.reference}</p>}
      </div>
    );
  }

  const describedBy = (name: string, hint?: boolean) =>
    [
      hint && `${id}-${name}-hint`,
      errors[name as keyof JobApplicationInput] && `${id}-${name}-error`,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const errorOf = (name: keyof JobApplicationInput) =>
    errors[name]?.message && (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {errors[name]?.message}
      </p>
    );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(send, () => checkCv())(event)}
      noValidate
      encType="multipart/form-data"
    >
      <h2 className={styles.heading}>Apply for this role</h2>
      <input type="hidden" {...register('jobId')} />
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>Name*</label>
        <input
          id={`${id}-name`}
          autoComplete="name"
          className={styles.input}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
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
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
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
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy('phone')}
          {...register('phone')}
        />
        {errorOf('phone')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-coverNote`}>Cover note (Optional)</label>
        <textarea
          id={`${id}-coverNote`}
          rows={6}
          className={styles.input}
          aria-invalid={errors.coverNote ? true : undefined}
          aria-describedby={describedBy('coverNote')}
          {...register('coverNote')}
        />
        {errorOf('coverNote')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-cv`}>CV*</label>
        <p id={`${id}-cv-hint`} className={styles.hint}>
          PDF or Word (.docx), up to 5 MB.
        </p>
        <input
          id={`${id}-cv`}
          ref={cvInput}
          name="cv"
          type="file"
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          className={styles.input}
          aria-invalid={cvError ? true : undefined}
          aria-describedby={[`${id}-cv-hint`, cvError && `${id}-cv-error`]
            .filter(Boolean)
            .join(' ')}
          onChange={() => cvError && checkCv()}
        />
        {cvError && (
          <p id={`${id}-cv-error`} className={styles.error}>
            {cvError}
          </p>
        )}
      </div>
      {outcome?.kind === 'error' && (
        <p role="alert" className={styles.error}>
          {outcome.text}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending Application...' : 'Send Application'}
      </Button>
    </form>
  );
}
