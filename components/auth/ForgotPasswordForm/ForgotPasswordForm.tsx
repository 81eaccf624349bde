'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/lib/validation/auth';
import { FormField, FormMessage, formLayout } from '../FormField';
import { useApiForm } from '../useApiForm';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const { form, onSubmit, serverError } = useApiForm<ForgotPasswordInput, { message: string }>({
    schema: forgotPasswordSchema,
    path: '/api/auth/forgot-password',
    defaultValues: { email: '' },
    onSuccess: (answer) => setSent(answer.message),
  });
  const { errors, isSubmitting } = form.formState;
  if (sent) return <FormMessage tone="success">{sent}</FormMessage>;
  return (
    <form className={formLayout} method="post" onSubmit={onSubmit} noValidate>
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
