'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/Button';
import type { SessionUser } from '@/lib/auth/types';
import { twoFactorVerifySchema, type TwoFactorVerifyInput } from '@/lib/validation/auth';
import { useAuth } from '../AuthProvider';
import { FormField, FormMessage, formLayout } from '../FormField';
import { useApiForm } from '../useApiForm';

/** The second step of signing in: a code from the authenticator app or a recovery code. */
export function TwoFactorForm() {
  const router = useRouter();
  const { signIn } = useAuth();
  const { form, onSubmit, serverError, ready } = useApiForm<
    TwoFactorVerifyInput,
    { user: SessionUser; redirect: string }
  >({
    schema: twoFactorVerifySchema,
    path: '/api/auth/2fa/verify',
    defaultValues: { code: '' },
    onSuccess: (answer) => {
      signIn(answer.user);
      router.push(answer.redirect);
      router.refresh();
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form className={formLayout} method="post" onSubmit={onSubmit} noValidate>
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      <FormField
        label="Authentication code"
        hint="The 6-digit code from your authenticator app, or one of your recovery codes."
        autoComplete="one-time-code"
        inputMode="text"
        error={errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" disabled={!ready || isSubmitting}>
        {isSubmitting ? 'Checking...' : 'Verify'}
      </Button>
    </form>
  );
}
