'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/Button';
import type { SessionUser } from '@/lib/auth/types';
import { loginSchema, type LoginInput } from '@/lib/validation/auth';
import { useAuth } from '../AuthProvider';
import { FormField, FormMessage, formLayout } from '../FormField';
import { useApiForm } from '../useApiForm';

type LoginAnswer = { user?: SessionUser; twoFactorRequired?: boolean; redirect: string };

/** E-mail and password; on to the second factor when it is on, else to the page asked for. */
export function LoginForm({ redirect }: { redirect?: string }) {
  const router = useRouter();
  const { signIn } = useAuth();
  const { form, onSubmit, serverError, ready } = useApiForm<LoginInput, LoginAnswer>({
    schema: loginSchema,
    path: '/api/auth/login',
    defaultValues: { email: '', password: '', redirect },
    onSuccess: (answer) => {
      if (answer.user) signIn(answer.user);
      router.push(answer.redirect);
      router.refresh();
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form className={formLayout} method="post" onSubmit={onSubmit} noValidate>
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      <FormField
        label="Email"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={!ready || isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Log In'}
      </Button>
    </form>
  );
}
