'use client';

import { acceptInviteSchema, type AcceptInviteInput } from '@/lib/validation/auth';
import { Form, TextField, useApiForm } from '@/components/ui/Form';
import { NewPasswordField } from '../PasswordFields';
import { useSignInAndGo, type SignedInAnswer } from '../useSignInAndGo';

type AcceptInviteFormProps = { token: string; email: string; name: string };

/** The invited admin chooses their name and password with the link's token, and is signed in. */
export function AcceptInviteForm({ token, email, name }: AcceptInviteFormProps) {
  const api = useApiForm<AcceptInviteInput, SignedInAnswer>({
    schema: acceptInviteSchema,
    path: '/api/auth/invite',
    defaultValues: { token, name, password: '' },
    onSuccess: useSignInAndGo(),
  });
  const { error: tokenError, ...tokenInput } = api.field('token');
  const password = api.field('password');
  return (
    <Form api={api} submitLabel="Accept Invitation" busyLabel="Saving...">
      <input type="hidden" {...tokenInput} />
      {/* The address the account signs in with, for password managers to save with it. */}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <TextField label="Name" autoComplete="name" {...api.field('name')} />
      <NewPasswordField label="Password" {...password} error={password.error ?? tokenError} />
    </Form>
  );
}
