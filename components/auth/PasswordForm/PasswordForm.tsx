'use client';

import { useState } from 'react';
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/validation/auth';
import { Form, useApiForm } from '@/components/ui/Form';
import { CurrentPasswordField, NewPasswordField } from '../PasswordFields';

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
      <CurrentPasswordField label="Current password" {...api.field('currentPassword')} />
      <NewPasswordField label="New password" {...api.field('newPassword')} />
    </Form>
  );
}
