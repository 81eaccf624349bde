'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { changeEmailSchema, type ChangeEmailInput } from '@/lib/validation/auth';
import { Form, TextField, useApiForm } from '@/components/ui/Form';
import { CurrentPasswordField } from '../PasswordFields';
import { useAuth } from '../AuthProvider';

/** A new address, confirmed with the current password; a verification link goes to it. */
export function EmailForm({ email }: { email: string }) {
  const router = useRouter();
  const { refresh } = useAuth();
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const api = useApiForm<ChangeEmailInput, { email: string }>({
    schema: changeEmailSchema,
    path: '/api/auth/account/email',
    defaultValues: { email, password: '' },
    onSuccess: async (answer) => {
      setChangedTo(answer.email);
      api.form.resetField('password');
      await refresh();
      router.refresh();
    },
  });
  return (
    <Form
      api={api}
      submitLabel="Change Email"
      variant="secondary"
      notice={changedTo && `Your e-mail is now ${changedTo}. We sent a link there to confirm it.`}
    >
      <TextField label="New email" type="email" autoComplete="email" {...api.field('email')} />
      <CurrentPasswordField label="Current password" {...api.field('password')} />
    </Form>
  );
}
