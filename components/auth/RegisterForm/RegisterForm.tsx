'use client';

import { PASSWORD_MIN, registerSchema, type RegisterInput } from '@/lib/validation/auth';
import { ApiForm } from '../ApiForm';
import { FormField } from '../FormField';
import { useApiForm } from '../useApiForm';
import { useSignInAndGo, type SignedInAnswer } from '../useSignInAndGo';

/** Name, e-mail and password; signs the new customer in and sends a verification e-mail. */
export function RegisterForm() {
  const api = useApiForm<RegisterInput, SignedInAnswer>({
    schema: registerSchema,
    path: '/api/auth/register',
    defaultValues: { name: '', email: '', password: '' },
    onSuccess: useSignInAndGo(),
  });
  return (
    <ApiForm api={api} submitLabel="Create Account" busyLabel="Creating account...">
      <FormField label="Name" autoComplete="name" {...api.field('name')} />
      <FormField label="Email" type="email" autoComplete="email" {...api.field('email')} />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters. A long passphrase is best.`}
        {...api.field('password')}
      />
    </ApiForm>
  );
}
