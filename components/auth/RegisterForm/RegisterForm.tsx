'use client';

import { registerSchema, type RegisterInput } from '@/lib/validation/auth';
import { Form, TextField, useApiForm } from '@/components/ui/Form';
import { NewPasswordField } from '../PasswordFields';
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
    <Form api={api} submitLabel="Create Account" busyLabel="Creating account...">
      <TextField label="Name" autoComplete="name" {...api.field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...api.field('email')} />
      <NewPasswordField label="Password" {...api.field('password')} />
    </Form>
  );
}
