'use client';

import { useId, useRef, useState } from 'react';
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
import {
  EmailField,
  FormMessage,
  NameField,
  PhoneField,
  SubmitButton,
  TextAreaField,
  TextField,
  useApiForm,
} from '../../ui/Form';
import * as styles from './ApplicationForm.css';

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
  const [reference, setReference] = useState<string | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const cvInput = useRef<HTMLInputElement>(null);
  const checkCv = () => {
    const problem = cvProblem(cvInput.current?.files?.[0]);
    setCvError(problem);
    return problem;
  };

  // The CV goes with the text fields as multipart form data; the schema checks the text fields.
  const api = useApiForm<JobApplicationInput, { reference?: string }, JobApplicationFields>({
    schema: jobApplicationSchema,
    defaultValues: { jobId },
    alwaysShowServerError: true,
    onInvalid: checkCv,
    send: async (fields) => {
      const cv = cvInput.current?.files?.[0];
      if (checkCv() || !cv) return null;
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) if (value) body.set(name, value);
      body.set('cv', cv);
      return requestJson('POST', '/api/careers/applications', body);
    },
    onSuccess: (answer) => setReference(answer.reference ?? ''),
    onFailure: (failure) => {
      const cvMessages = failure.fieldErrors.cv;
      if (cvMessages) setCvError(cvMessages[0] ?? CV_WRONG_TYPE_MESSAGE);
    },
  });

  if (reference !== null) {
    return (
      <div role="status" className={styles.sent}>
        <h2 className={styles.heading}>Application sent</h2>
        <p>
          Thank you for applying for {jobTitle}. We have e-mailed you a confirmation and will reply
          after we have read your application.
        </p>
        {reference && <p className={styles.hint}>Your reference: {reference}</p>}
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={api.onSubmit} noValidate encType="multipart/form-data">
      <h2 className={styles.heading}>Apply for this role</h2>
      <input type="hidden" {...api.form.register('jobId')} />
      <NameField id={`${id}-name`} {...api.field('name')} />
      <EmailField id={`${id}-email`} {...api.field('email')} />
      <PhoneField id={`${id}-phone`} {...api.field('phone')} />
      <TextAreaField
        id={`${id}-coverNote`}
        label="Cover note (Optional)"
        rows={6}
        {...api.field('coverNote')}
      />
      <TextField
        id={`${id}-cv`}
        ref={cvInput}
        label="CV*"
        hint="PDF or Word (.docx), up to 5 MB."
        name="cv"
        type="file"
        accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        error={cvError ?? undefined}
        onChange={() => cvError && checkCv()}
      />
      {api.serverError && (
        <FormMessage tone="error" inline>
          {api.serverError}
        </FormMessage>
      )}
      <SubmitButton pending={api.pending} busyLabel="Sending Application...">
        Send Application
      </SubmitButton>
    </form>
  );
}
