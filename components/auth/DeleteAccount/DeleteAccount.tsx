'use client';

import { useRouter } from 'next/navigation';
import { passwordConfirmationSchema, type PasswordConfirmationInput } from '@/lib/validation/auth';
import { Form, useApiForm } from '@/components/ui/Form';
import { CurrentPasswordField } from '../PasswordFields';
import { useAuth } from '../AuthProvider';

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
    <Form api={api} submitLabel="Delete My Account" variant="secondary">
      <CurrentPasswordField label="Password to delete your account" {...api.field('password')} />
    </Form>
  );
}
