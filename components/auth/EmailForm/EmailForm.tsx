'use client';

import { useState } from 'react';
import { changeEmailSchema, type ChangeEmailInput } from '@/lib/validation/auth';
import { Form, TextField, useApiForm } from '@/components/ui/Form';
import { CurrentPasswordField } from '../PasswordFields';

/** A new address, confirmed with the current password; it takes effect once its link is followed. */
export function EmailForm({ email }: { email: string }) {
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const api = useApiForm<ChangeEmailInput, { pendingEmail: string }>({
    schema: changeEmailSchema,
    path: '/api/auth/account/email',
    defaultValues: { email, password: '' },
    onSuccess: (answer) => {
      setPendingEmail(answer.pendingEmail);
      api.form.resetField('password');
    },
  });
  return (
    <Form
      api={api}
      submitLabel="Change Email"
      variant="secondary"
      notice={
        pendingEmail &&
        `We sent a link to ${pendingEmail}. Your e-mail changes to it once you follow that link.`
      }
    >
      <TextField label="New email" type="email" autoComplete="email" {...api.field('email')} />
      <CurrentPasswordField label="Current password" {...api.field('password')} />
    </Form>
  );
}
