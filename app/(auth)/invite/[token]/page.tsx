import type { Metadata } from 'next';
import Link from 'next/link';
import { AcceptInviteForm } from '@/components/auth/AcceptInviteForm';
import { AuthCard } from '@/components/auth/AuthCard';
import { FormMessage } from '@/components/ui/Form';
import { findUserById, INVITE_UNUSABLE, peekAccountToken } from '@/lib/auth';
import { getDb } from '@/lib/db';

export const metadata: Metadata = {
  title: 'Accept Invitation',
  robots: { index: false },
  // The token is in the path: never send it to another site in a Referer header.
  referrer: 'no-referrer',
};

type InvitePageProps = { params: Promise<{ token: string }> };

/** The link of an admin invitation: the invitee chooses a name and password, once. */
export default async function InvitePage({ params }: InvitePageProps) {
  const { token } = await params;
  const db = await getDb();
  const invite = token.length <= 200 ? await peekAccountToken(db, token, 'admin-invite') : null;
  const invitee = invite ? await findUserById(db, invite.userId) : null;
  return (
    <AuthCard
      title="Join the back office"
      lead={
        invitee
          ? `You were invited as an admin with ${invitee.email}. Choose your name and a password.`
          : undefined
      }
      footer={<Link href="/login">Sign in instead</Link>}
    >
      {invitee ? (
        <AcceptInviteForm token={token} email={invitee.email} name={invitee.name} />
      ) : (
        <FormMessage tone="error">{INVITE_UNUSABLE}</FormMessage>
      )}
    </AuthCard>
  );
}
