'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import {
  PASSWORD_MIN,
  changePasswordSchema,
  type ChangePasswordInput,
} from '@/lib/validation/auth';
import { FormField, FormMessage, formLayout } from '../FormField';
import { useApiForm } from '../useApiForm';

/** Changing the password ends every other session; this browser stays signed in. */
export function PasswordForm() {
  const [changed, setChanged] = useState(false);
  const { form, onSubmit, serverError } = useApiForm<ChangePasswordInput, { ok: true }>({
    schema: changePasswordSchema,
    path: '/api/auth/account/password',
    defaultValues: { currentPassword: '', newPassword: '' },
    onSuccess: () => {
      setChanged(true);
      form.reset();
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form className={formLayout} method="post" onSubmit={onSubmit} noValidate>
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      {changed && (
        <FormMessage tone="success">
          Your password was changed. Other devices have been signed out.
        </FormMessage>
      )}
      <FormField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters. A long passphrase is best.`}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <Button type="submit" variant="secondary" disabled={isSubmitting}>
        Change Password
      </Button>
    </form>
  );
}
