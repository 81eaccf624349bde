import type { Metadata } from 'next';
import Link from 'next/link';
import { z } from 'zod';
import { AuthCard } from '@/components/auth/AuthCard';
import { FirstConfirmationForm } from '@/components/auth/FirstConfirmationForm';
import { FormMessage } from '@/components/ui/Form';
import { LinkAction } from '@/components/ui/LinkAction';
import { peekAddressLink } from '@/lib/auth';
import { CONFIRM_LINK_UNUSABLE } from '@/lib/auth-http/email-links';
import { getDb } from '@/lib/db';

export const metadata: Metadata = {
  title: 'Confirm Your Address',
  robots: { index: false },
  // The token is in the query: never send it to another site in a Referer header.
  referrer: 'no-referrer',
};

const pageQuery = z.object({ token: z.string().max(200).catch('') });

type ConfirmEmailPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Where the confirmation link leads: opening it confirms nothing, its button does. */
export default async function ConfirmEmailPage({ searchParams }: ConfirmEmailPageProps) {
  const { token } = pageQuery.parse(await searchParams);
  const link = token ? await peekAddressLink(await getDb(), token) : null;
  return (
    <AuthCard title="Confirm your address" footer={<Link href="/login">Log in</Link>}>
      {!link ? (
        <FormMessage tone="error">{CONFIRM_LINK_UNUSABLE}</FormMessage>
      ) : link.firstConfirmation ? (
        <FirstConfirmationForm token={token} email={link.email} />
      ) : (
        <LinkAction
          sentence={
            <>
              Confirm that <strong>{link.email}</strong> is your address: your account then uses it
              for sign-in, bookings and e-mail.
            </>
          }
          label="Confirm Address"
          busyLabel="Confirming..."
          path="/api/auth/verify-email"
          body={{ token }}
        />
      )}
    </AuthCard>
  );
}
