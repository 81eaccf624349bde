'use client';

import { useRouter } from 'next/navigation';
import { passwordConfirmationSchema, type PasswordConfirmationInput } from '@/lib/validation/auth';
import { ApiForm } from '../ApiForm';
import { useAuth } from '../AuthProvider';
import { FormField } from '../FormField';
import { useApiForm } from '../useApiForm';

/** Deletes the account for good after the password is entered again. */
export function DeleteAccount() {
  const router = useRouter();
  const { refresh } = useAuth();
  const api = useApiForm<PasswordConfirmationInput, { redirect: string }>({
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
    <ApiForm api={api} submitLabel="Delete My Account" variant="secondary">
      <FormField
        label="Password to delete your account"
        type="password"
        autoComplete="current-password"
        {...api.field('password')}
      />
    </ApiForm>
  );
}
