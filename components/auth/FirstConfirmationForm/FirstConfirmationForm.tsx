'use client';

import { useRouter } from 'next/navigation';
import { firstConfirmationSchema, type FirstConfirmationInput } from '@/lib/validation/auth';
import { Form, useApiForm } from '@/components/ui/Form';
import { NewPasswordField } from '../PasswordFields';

/**
 * The first confirmation of an account's address: anyone can register any address, so the owner
 * confirming it chooses the password (it may be the one they registered with), and every device
 * is signed out. Then they sign in.
 */
export function FirstConfirmationForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const api = useApiForm<FirstConfirmationInput, { redirect: string }>({
    schema: firstConfirmationSchema,
    path: '/api/auth/verify-email',
    defaultValues: { token, password: '' },
    onSuccess: (answer) => router.push(answer.redirect),
  });
  const { error: tokenError, ...tokenInput } = api.field('token');
  const password = api.field('password');
  return (
    <Form
      api={api}
      submitLabel="Confirm Address"
      busyLabel="Confirming..."
      intro={
        <p>
          Confirm that <strong>{email}</strong> is your address, and choose the password for your
          account. It replaces any password set when the account was made, and every device is
          signed out.
        </p>
      }
    >
      <input type="hidden" {...tokenInput} />
      <NewPasswordField
        label="Choose a password"
        {...password}
        error={password.error ?? tokenError}
      />
    </Form>
  );
}
