import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageIntro } from '@/components/layout/PageIntro';
import { ButtonLink } from '@/components/ui/Button';
import { placeholderPages } from '@/lib/routing/public-pages';

type Params = { slug: string };

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return Object.keys(placeholderPages).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const page = placeholderPages[(await params).slug];
  return page
    ? {
        title: page.title,
        description: page.lead,
        alternates: { canonical: `/${(await params).slug}` },
      }
    : {};
}

export default async function PublicPage({ params }: { params: Promise<Params> }) {
  const page = placeholderPages[(await params).slug];
  if (!page) notFound();
  return (
    <PageIntro title={page.title} lead={page.lead}>
      <ButtonLink href="/booking">Book Your Session</ButtonLink>
      <ButtonLink href="/contact" variant="secondary">
        Request a Consultation
      </ButtonLink>
    </PageIntro>
  );
}
