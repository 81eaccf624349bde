'use client';

import { twoFactorVerifySchema, type TwoFactorVerifyInput } from '@/lib/validation/auth';
import { Form, TextField, useApiForm } from '@/components/ui/Form';
import { useSignInAndGo, type SignedInAnswer } from '../useSignInAndGo';

/** The second step of signing in: a code from the authenticator app or a recovery code. */
export function TwoFactorForm() {
  const api = useApiForm<TwoFactorVerifyInput, SignedInAnswer>({
    schema: twoFactorVerifySchema,
    path: '/api/auth/2fa/verify',
    defaultValues: { code: '' },
    onSuccess: useSignInAndGo(),
  });
  return (
    <Form api={api} submitLabel="Verify" busyLabel="Checking...">
      <TextField
        label="Authentication code"
        hint="The 6-digit code from your authenticator app, or one of your recovery codes."
        autoComplete="one-time-code"
        inputMode="text"
        {...api.field('code')}
      />
    </Form>
  );
}
