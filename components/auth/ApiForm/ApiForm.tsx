'use client';

import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { FormMessage, formLayout } from '../FormField';
import type { ApiFormState } from '../useApiForm';

type ApiFormProps<Values extends FieldValues> = {
  api: ApiFormState<Values>;
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
 * The frame of every account form: the server's message, the fields, and a submit button that stays
 * disabled until the page is hydrated (a click before then would submit the fields natively).
 */
export function ApiForm<Values extends FieldValues>({
  api,
  submitLabel,
  busyLabel,
  variant,
  notice,
  intro,
  onChange,
  children,
}: ApiFormProps<Values>) {
  const submitting = api.form.formState.isSubmitting;
  return (
    <form
      className={formLayout}
      method="post"
      onSubmit={api.onSubmit}
      onChange={onChange}
      noValidate
    >
      {intro}
      {api.serverError && <FormMessage tone="error">{api.serverError}</FormMessage>}
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      {children}
      <Button type="submit" variant={variant} disabled={!api.ready || submitting}>
        {submitting && busyLabel ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
