'use client';

import type { ReactNode } from 'react';
import { FormMessage } from './FormMessage';
import { SubmitButton } from './SubmitButton';
import type { ApiFormState } from './useApiForm';
import * as styles from './Form.css';

type FormProps = {
  api: ApiFormState;
  submitLabel: string;
  /** Shown on the button while the request runs. */
  busyLabel?: string;
  variant?: 'primary' | 'secondary';
  /** A confirmation after success, announced politely. */
  notice?: string | null;
  /** What comes before the messages and fields (explanations, a QR code). */
  intro?: ReactNode;
  onChange?: () => void;
  children: ReactNode;
};

/**
 * The frame of a form from useApiForm: the server's message, the fields, and a submit button that
 * stays disabled until the page is hydrated (a click before then would submit the fields natively).
 */
export function Form({
  api,
  submitLabel,
  busyLabel,
  variant,
  notice,
  intro,
  onChange,
  children,
}: FormProps) {
  return (
    <form
      className={styles.form}
      method="post"
      onSubmit={api.onSubmit}
      onChange={onChange}
      noValidate
    >
      {intro}
      {api.serverError && <FormMessage tone="error">{api.serverError}</FormMessage>}
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      {children}
      <SubmitButton
        variant={variant}
        pending={api.pending}
        busyLabel={busyLabel}
        disabled={!api.ready}
      >
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
