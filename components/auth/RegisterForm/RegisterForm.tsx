'use client';

import { useState } from 'react';
import { registerSchema, type RegisterInput } from '@/lib/validation/auth';
import { Form, FormMessage, TextField, useApiForm } from '@/components/ui/Form';
import { useProofOfWork } from '@/components/ui/ProofOfWork';
import { requestJson } from '@/lib/fetch';
import { NewPasswordField } from '../PasswordFields';

/**
 * Name, e-mail and password. The answer is the same whether or not the address has an account (it
 * asks to follow the link we e-mailed), so the form says that and nothing more.
 */
export function RegisterForm() {
  const [sent, setSent] = useState<string | null>(null);
  const proof = useProofOfWork();
  const api = useApiForm<RegisterInput, { message: string }>({
    schema: registerSchema,
    send: async (values) =>
      requestJson('POST', '/api/auth/register', values, { headers: await proof.headers() }),
    defaultValues: { name: '', email: '', password: '' },
    onSuccess: (answer) => setSent(answer.message),
  });
  if (sent) return <FormMessage tone="success">{sent}</FormMessage>;
  return (
    <Form api={api} submitLabel="Create Account" busyLabel="Creating account...">
      <TextField label="Name" autoComplete="name" {...api.field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...api.field('email')} />
      <NewPasswordField label="Password" {...api.field('password')} />
      {proof.widget}
    </Form>
  );
}
