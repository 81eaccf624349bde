import type { Metadata } from 'next';
import { GetStartedWizard } from '@/components/get-started/GetStartedWizard';
import { PageIntro } from '@/components/layout/PageIntro';
import { pageMetadata } from '@/lib/seo';

const title = 'Get Started';
const lead =
  'Three short steps about your show and we will come back within 24 hours with a plan, a studio and a quote.';

export const metadata: Metadata = pageMetadata({ title, description: lead, path: '/get-started' });

export default function GetStartedPage() {
  return (
    <>
      <PageIntro eyebrow="Free Podcast Strategy Session" title={title} lead={lead} />
      <GetStartedWizard />
    </>
  );
}
