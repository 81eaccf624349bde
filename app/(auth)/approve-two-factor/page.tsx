import type { Metadata } from 'next';
import Link from 'next/link';
import { z } from 'zod';
import { AuthCard } from '@/components/auth/AuthCard';
import { FormMessage } from '@/components/ui/Form';
import { LinkAction } from '@/components/ui/LinkAction';
import { peekTwoFactorLink } from '@/lib/auth';
import {
  APPROVAL_LINK_UNUSABLE,
  APPROVAL_NEEDS_CONFIRMED_ADDRESS,
} from '@/lib/auth-http/email-links';
import { getDb } from '@/lib/db';

export const metadata: Metadata = {
  title: 'Confirm Two-Factor Authentication',
  robots: { index: false },
  // The token is in the query: never send it to another site in a Referer header.
  referrer: 'no-referrer',
};

const pageQuery = z.object({ token: z.string().max(200).catch('') });

type ApproveTwoFactorPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Where the e-mail sent when two-factor was turned on leads: only its button approves it. */
export default async function ApproveTwoFactorPage({ searchParams }: ApproveTwoFactorPageProps) {
  const { token } = pageQuery.parse(await searchParams);
  const link = token ? await peekTwoFactorLink(await getDb(), token) : null;
  return (
    <AuthCard
      title="Confirm two-factor authentication"
      footer={
        <span>
          Not you? <Link href="/forgot-password">Reset your password</Link>: that signs everyone out
          and turns two-factor off.
        </span>
      }
    >
      {!link ? (
        <FormMessage tone="error">{APPROVAL_LINK_UNUSABLE}</FormMessage>
      ) : !link.addressConfirmed ? (
        <FormMessage tone="error">{APPROVAL_NEEDS_CONFIRMED_ADDRESS}</FormMessage>
      ) : (
        <LinkAction
          sentence={
            <>
              Two-factor authentication was turned on for <strong>{link.email}</strong>. If it was
              you, confirm it: a password reset by e-mail then keeps it on.
            </>
          }
          label="Confirm Two-Factor"
          busyLabel="Confirming..."
          path="/api/auth/2fa/approve"
          body={{ token }}
        />
      )}
    </AuthCard>
  );
}
