import type { Metadata } from 'next';
import { z } from 'zod';
import { BookingFlow } from '@/components/booking/BookingFlow';
import { BookingLayout } from '@/components/booking/BookingLayout';
import { PersistExperiments } from '@/components/experiments/PersistExperiments';
import { PageIntro } from '@/components/layout/PageIntro';
import { getCurrentUser } from '@/lib/auth';
import { loadAddOns, loadBookableStudios, loadBookingSettings } from '@/lib/booking/catalog';
import { bookingPaymentOptions } from '@/lib/booking/service';
import { clockToMinutes, londonDateOf, londonWallTimeToInstant, toLondonIso } from '@/lib/time';
import { bookingSlotSchema } from '@/lib/validation/booking';
import { getServerVariant } from '@/lib/experiments/server';
import { getContentDb } from '@/lib/lake';
import { choosableStaff } from '@/lib/staff/assign';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Book Your Session',
  description: 'Choose a studio, a date and a time that suits you, and book online in a minute.',
  alternates: { canonical: '/booking' },
};

// A link may open the page on a studio, a day and a time (the assistant, the timeline):
// ?studio={slug or id}&date=&time=.
// An admin booking for a customer comes with theirs: &name=&email= (the customer record's link).
const preselectionSchema = bookingSlotSchema.extend({
  name: z.string().trim().min(1).max(200).optional().catch(undefined),
  email: z.email().max(320).optional().catch(undefined),
});

/**
 * Who the form starts filled in for: a customer their own details; an admin the customer the link
 * names, and nobody otherwise (an admin books for someone else, never as themselves by accident).
 */
function prefillFor(
  user: { role: string; name: string; email: string } | null,
  preselection: z.infer<typeof preselectionSchema>,
) {
  if (!user) return null;
  if (user.role !== 'admin') return { name: user.name, email: user.email };
  // Empty rather than null: null would mean a signed-out visitor, who owes a proof of work.
  return { name: preselection.name ?? '', email: preselection.email ?? '' };
}

/** The start a link names, in the form the availability answers with, so the picker shows it chosen. */
function startOf({ date, time }: z.infer<typeof preselectionSchema>) {
  return date && time
    ? toLondonIso(londonWallTimeToInstant(date, clockToMinutes(time)))
    : undefined;
}

export default async function BookingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const preselection = preselectionSchema.parse(await searchParams);
  const [assignment, studios, settings, user, addOns, payment, people] = await Promise.all([
    getServerVariant('bookingFlow'),
    loadBookableStudios(),
    loadBookingSettings(),
    getCurrentUser(),
    loadAddOns(),
    bookingPaymentOptions(),
    // A new installation's rota comes with the content seed: the content database waits for it.
    getContentDb().then(choosableStaff),
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
            studioId: studios.find(
              (studio) => studio.slug === preselection.studio || studio.id === preselection.studio,
            )?.id,
            date: preselection.date,
            start: startOf(preselection),
          }}
          prefill={prefillFor(user, preselection)}
          addOns={addOns}
          people={people}
          payment={payment}
        />
      </BookingLayout>
    </>
  );
}
