'use client';

import { useRouter } from 'next/navigation';
import { resetPasswordSchema, type ResetPasswordInput } from '@/lib/validation/auth';
import { Form, useApiForm } from '@/components/ui/Form';
import { NewPasswordField } from '../PasswordFields';

/** Sets a new password with the token from the e-mail, then sends the person to sign in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const api = useApiForm<ResetPasswordInput, { redirect: string }>({
    schema: resetPasswordSchema,
    path: '/api/auth/reset-password',
    defaultValues: { token, password: '' },
    onSuccess: (answer) => {
      router.push(answer.redirect);
      router.refresh();
    },
  });
  const { error: tokenError, ...tokenInput } = api.field('token');
  const password = api.field('password');
  return (
    <Form api={api} submitLabel="Set New Password" busyLabel="Saving...">
      <input type="hidden" {...tokenInput} />
      <NewPasswordField label="New password" {...password} error={password.error ?? tokenError} />
    </Form>
  );
}
