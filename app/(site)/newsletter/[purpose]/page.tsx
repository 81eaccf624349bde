import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { AuthCard } from '@/components/auth/AuthCard';
import { FormMessage } from '@/components/ui/Form';
import { LinkAction } from '@/components/ui/LinkAction';
import { INVALID_NEWSLETTER_LINK } from '@/lib/newsletter/http';
import { verifyNewsletterToken } from '@/lib/newsletter/links';

export const metadata: Metadata = {
  title: 'Newsletter',
  robots: { index: false },
  // The token is in the query: never send it to another site in a Referer header.
  referrer: 'no-referrer',
};

const pages = {
  confirm: {
    title: 'Confirm your subscription',
    lead: 'One click and you will get studio news and podcasting tips by e-mail.',
    action: 'Confirm subscription',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    lead: 'One click and we will send you no more newsletters.',
    action: 'Unsubscribe',
  },
} as const;

const pageParams = z.object({ purpose: z.enum(['confirm', 'unsubscribe']) });
const pageQuery = z.object({ token: z.string().max(200).catch('') });

type NewsletterLinkPageProps = {
  params: Promise<{ purpose: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Where the links in newsletter e-mails lead: `/newsletter/confirm` and `/newsletter/unsubscribe`. */
export default async function NewsletterLinkPage({
  params,
  searchParams,
}: NewsletterLinkPageProps) {
  const purpose = pageParams.safeParse(await params);
  if (!purpose.success) notFound();
  const { token } = pageQuery.parse(await searchParams);
  const page = pages[purpose.data.purpose];
  const valid = (await verifyNewsletterToken(purpose.data.purpose, token)) !== null;
  return (
    <AuthCard title={page.title}>
      {valid ? (
        <LinkAction
          sentence={page.lead}
          label={page.action}
          path={`/api/newsletter/${purpose.data.purpose}?token=${encodeURIComponent(token)}`}
        />
      ) : (
        <FormMessage tone="error">{INVALID_NEWSLETTER_LINK}</FormMessage>
      )}
    </AuthCard>
  );
}
