'use client';

import { loginSchema, type LoginInput } from '@/lib/validation/auth';
import { Form, TextField, useApiForm } from '@/components/ui/Form';
import { CurrentPasswordField } from '../PasswordFields';
import { useSignInAndGo, type SignedInAnswer } from '../useSignInAndGo';

type LoginAnswer = SignedInAnswer & { twoFactorRequired?: boolean };

/** E-mail and password; on to the second factor when it is on, else to the page asked for. */
export function LoginForm({ redirect }: { redirect?: string }) {
  const api = useApiForm<LoginInput, LoginAnswer>({
    schema: loginSchema,
    path: '/api/auth/login',
    defaultValues: { email: '', password: '', redirect },
    onSuccess: useSignInAndGo(),
  });
  return (
    <Form api={api} submitLabel="Log In" busyLabel="Signing in...">
      <TextField label="Email" type="email" autoComplete="username" {...api.field('email')} />
      <CurrentPasswordField label="Password" {...api.field('password')} />
    </Form>
  );
}
