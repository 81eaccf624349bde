'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/Button';
import { PASSWORD_MIN, resetPasswordSchema, type ResetPasswordInput } from '@/lib/validation/auth';
import { FormField, FormMessage, formLayout } from '../FormField';
import { useApiForm } from '../useApiForm';

/** Sets a new password with the token from the e-mail, then sends the person to sign in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const { form, onSubmit, serverError } = useApiForm<ResetPasswordInput, { redirect: string }>({
    schema: resetPasswordSchema,
    path: '/api/auth/reset-password',
    defaultValues: { token, password: '' },
    onSuccess: (answer) => {
      router.push(answer.redirect);
      router.refresh();
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form className={formLayout} method="post" onSubmit={onSubmit} noValidate>
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      <input type="hidden" {...form.register('token')} />
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters. A long passphrase is best.`}
        error={errors.password?.message ?? errors.token?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
