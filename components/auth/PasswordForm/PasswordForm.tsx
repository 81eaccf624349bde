'use client';

import { useState } from 'react';
import {
  PASSWORD_MIN,
  changePasswordSchema,
  type ChangePasswordInput,
} from '@/lib/validation/auth';
import { Form, TextField, useApiForm } from '@/components/ui/Form';

/** Changing the password ends every other session; this browser stays signed in. */
export function PasswordForm() {
  const [changed, setChanged] = useState(false);
  const api = useApiForm<ChangePasswordInput, { ok: true }>({
    schema: changePasswordSchema,
    path: '/api/auth/account/password',
    defaultValues: { currentPassword: '', newPassword: '' },
    onSuccess: () => {
      setChanged(true);
      api.form.reset();
    },
  });
  return (
    <Form
      api={api}
      submitLabel="Change Password"
      variant="secondary"
      notice={changed ? 'Your password was changed. Other devices have been signed out.' : null}
    >
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...api.field('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters. A long passphrase is best.`}
        {...api.field('newPassword')}
      />
    </Form>
  );
}
