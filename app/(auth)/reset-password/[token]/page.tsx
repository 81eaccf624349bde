import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/AuthCard';
import { FormMessage } from '@/components/ui/Form';
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm';
import { isAccountTokenUsable } from '@/lib/auth';
import { getDb } from '@/lib/db';

export const metadata: Metadata = {
  title: 'Reset Password',
  robots: { index: false },
  // The token is in the path: never send it to another site in a Referer header.
  referrer: 'no-referrer',
};

type ResetPasswordPageProps = { params: Promise<{ token: string }> };

export default async function ResetPasswordPage({ params }: ResetPasswordPageProps) {
  const { token } = await params;
  const usable =
    token.length <= 200 && (await isAccountTokenUsable(await getDb(), token, 'password-reset'));
  return (
    <AuthCard
      title="Choose a new password"
      lead={usable ? 'After saving, sign in with your new password.' : undefined}
      footer={<Link href="/forgot-password">Ask for a new link</Link>}
    >
      {usable ? (
        <ResetPasswordForm token={token} />
      ) : (
        <FormMessage tone="error">
          This reset link has expired or was already used. Please ask for a new one.
        </FormMessage>
      )}
    </AuthCard>
  );
}
