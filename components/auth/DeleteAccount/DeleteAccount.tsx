'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/Button';
import { passwordConfirmationSchema, type PasswordConfirmationInput } from '@/lib/validation/auth';
import { useAuth } from '../AuthProvider';
import { FormField, FormMessage, formLayout } from '../FormField';
import { useApiForm } from '../useApiForm';

/** Deletes the account for good after the password is entered again. */
export function DeleteAccount() {
  const router = useRouter();
  const { refresh } = useAuth();
  const { form, onSubmit, serverError } = useApiForm<
    PasswordConfirmationInput,
    { redirect: string }
  >({
    schema: passwordConfirmationSchema,
    method: 'DELETE',
    path: '/api/auth/account',
    defaultValues: { password: '' },
    onSuccess: async (answer) => {
      await refresh();
      router.push(answer.redirect);
      router.refresh();
    },
  });
  return (
    <form className={formLayout} method="post" onSubmit={onSubmit} noValidate>
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      <FormField
        label="Password to delete your account"
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting}>
        Delete My Account
      </Button>
    </form>
  );
}
