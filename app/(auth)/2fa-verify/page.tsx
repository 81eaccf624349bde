import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/AuthCard';
import { TwoFactorForm } from '@/components/auth/TwoFactorForm';
import { readPendingTwoFactor } from '@/lib/auth';

export const metadata: Metadata = { title: 'Two-Factor Verification', robots: { index: false } };

export default async function TwoFactorVerifyPage() {
  // Only reachable between a correct password and the second factor.
  if (!(await readPendingTwoFactor())) redirect('/login');
  return (
    <AuthCard
      title="Two-factor verification"
      lead="Enter the code from your authenticator app to finish signing in."
      footer={<Link href="/login">Start again</Link>}
    >
      <TwoFactorForm />
    </AuthCard>
  );
}
