'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/Button';
import type { SessionUser } from '@/lib/auth/types';
import { PASSWORD_MIN, registerSchema, type RegisterInput } from '@/lib/validation/auth';
import { useAuth } from '../AuthProvider';
import { FormField, FormMessage, formLayout } from '../FormField';
import { useApiForm } from '../useApiForm';

/** Name, e-mail and password; signs the new customer in and sends a verification e-mail. */
export function RegisterForm() {
  const router = useRouter();
  const { signIn } = useAuth();
  const { form, onSubmit, serverError, ready } = useApiForm<
    RegisterInput,
    { user: SessionUser; redirect: string }
  >({
    schema: registerSchema,
    path: '/api/auth/register',
    defaultValues: { name: '', email: '', password: '' },
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
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters. A long passphrase is best.`}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={!ready || isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
