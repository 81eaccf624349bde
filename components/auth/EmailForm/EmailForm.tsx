'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { changeEmailSchema, type ChangeEmailInput } from '@/lib/validation/auth';
import { useAuth } from '../AuthProvider';
import { FormField, FormMessage, formLayout } from '../FormField';
import { useApiForm } from '../useApiForm';

/** A new address, confirmed with the current password; a verification link goes to it. */
export function EmailForm({ email }: { email: string }) {
  const router = useRouter();
  const { refresh } = useAuth();
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const { form, onSubmit, serverError } = useApiForm<ChangeEmailInput, { email: string }>({
    schema: changeEmailSchema,
    path: '/api/auth/account/email',
    defaultValues: { email, password: '' },
    onSuccess: async (answer) => {
      setChangedTo(answer.email);
      form.resetField('password');
      await refresh();
      router.refresh();
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form className={formLayout} method="post" onSubmit={onSubmit} noValidate>
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      {changedTo && (
        <FormMessage tone="success">{`Your e-mail is now ${changedTo}. We sent a link there to confirm it.`}</FormMessage>
      )}
      <FormField
        label="New email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" variant="secondary" disabled={isSubmitting}>
        Change Email
      </Button>
    </form>
  );
}
