import type { Metadata } from 'next';
import { z } from 'zod';
import { BookingFlow } from '@/components/booking/BookingFlow';
import { BookingLayout } from '@/components/booking/BookingLayout';
import { PersistExperiments } from '@/components/experiments/PersistExperiments';
import { PageIntro } from '@/components/layout/PageIntro';
import { getCurrentUser } from '@/lib/auth';
import { loadAddOns, loadBookableStudios, loadBookingSettings } from '@/lib/booking/catalog';
import { bookingPaymentOptions } from '@/lib/booking/service';
import { isLocalDate, londonDateOf } from '@/lib/time';
import { getServerVariant } from '@/lib/experiments/server';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Book Your Session',
  description: 'Choose a studio, a date and a time that suits you, and book online in a minute.',
  alternates: { canonical: '/booking' },
};

// A link may open the page on a studio and a day (e.g. from the assistant): ?studio={slug}&date=YYYY-MM-DD.
const preselectionSchema = z.object({
  studio: z.string().max(100).optional().catch(undefined),
  date: z.string().refine(isLocalDate).optional().catch(undefined),
});

export default async function BookingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const preselection = preselectionSchema.parse(await searchParams);
  const [assignment, studios, settings, user, addOns, payment] = await Promise.all([
    getServerVariant('bookingFlow'),
    loadBookableStudios(),
    loadBookingSettings(),
    getCurrentUser(),
    loadAddOns(),
    bookingPaymentOptions(),
  ]);
  return (
    <>
      <PersistExperiments assignment={assignment} />
      <PageIntro
        title="Book Your Session"
        lead="Choose a studio, a date and a time that suits you. All times are London time."
      />
      <BookingLayout>
        <BookingFlow
          studios={studios}
          settings={settings}
          variant={assignment.variant}
          today={londonDateOf(new Date())}
          initial={{
            studioId: studios.find((studio) => studio.slug === preselection.studio)?.id,
            date: preselection.date,
          }}
          prefill={user ? { name: user.name, email: user.email } : null}
          addOns={addOns}
          payment={payment}
        />
      </BookingLayout>
    </>
  );
}
