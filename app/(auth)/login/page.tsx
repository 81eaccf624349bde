import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/AuthCard';
import { FormMessage } from '@/components/ui/Form';
import { LoginForm } from '@/components/auth/LoginForm';
import { getCurrentUser, safeRedirectPath } from '@/lib/auth';
import { ADDRESS_CONFIRMED } from '@/lib/auth-http/email-links';

export const metadata: Metadata = { title: 'Log In', robots: { index: false } };

type LoginPageProps = {
  searchParams: Promise<{ redirect?: string | string[]; reset?: string; confirmed?: string }>;
};

export default async function LoginPage({ searchParams }: LoginPageProps) {
  const params = await searchParams;
  const asked = Array.isArray(params.redirect) ? params.redirect[0] : params.redirect;
  // Only same-site paths survive; anything else falls back to the account page.
  const target = asked ? safeRedirectPath(asked) : undefined;
  const user = await getCurrentUser();
  if (user) redirect(target ?? (user.role === 'admin' ? '/admin' : '/account'));
  return (
    <AuthCard
      title="Log In"
      lead="Welcome back. Sign in to see and manage your bookings."
      footer={
        <>
          <Link href="/forgot-password">Forgot your password?</Link>
          <span>
            New here? <Link href="/register">Create an account</Link>
          </span>
        </>
      }
    >
      {params.reset === '1' && (
        <FormMessage tone="success">Your password was changed. Please sign in with it.</FormMessage>
      )}
      {params.confirmed === '1' && <FormMessage tone="success">{ADDRESS_CONFIRMED}</FormMessage>}
      <LoginForm redirect={target} />
    </AuthCard>
  );
}
