import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/PageIntro';
import { SocialPostGenerator } from '@/components/social/SocialPostGenerator';
import { pageMetadata } from '@/lib/seo';

const title = 'Social Media Generator';
const lead =
  'Turn your episode into ready-to-post drafts for Instagram, LinkedIn and X, with hashtags and a share card. Everything runs in your browser.';

export const metadata: Metadata = pageMetadata({
  title,
  description: lead,
  path: '/social-media-generator',
  eyebrow: 'Free tool',
});

export default function SocialMediaGeneratorPage() {
  return (
    <>
      <PageIntro eyebrow="Free tool" title={title} lead={lead} />
      <SocialPostGenerator />
    </>
  );
}
