'use client';

import { useState } from 'react';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/lib/validation/auth';
import { Form, FormMessage, TextField, useApiForm } from '@/components/ui/Form';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const api = useApiForm<ForgotPasswordInput, { message: string }>({
    schema: forgotPasswordSchema,
    path: '/api/auth/forgot-password',
    defaultValues: { email: '' },
    onSuccess: (answer) => setSent(answer.message),
  });
  if (sent) return <FormMessage tone="success">{sent}</FormMessage>;
  return (
    <Form api={api} submitLabel="Send Reset Link" busyLabel="Sending...">
      <TextField label="Email" type="email" autoComplete="email" {...api.field('email')} />
    </Form>
  );
}
