import type { Metadata } from 'next';
import { SettingsSection } from '@/components/auth/SettingsSection';
import { DataTable, formatShare } from '@/components/ui/DataTable';
import { requireAdminPage } from '@/lib/auth';
import { getDb } from '@/lib/db';
import { experiments } from '@/lib/experiments';
import { bookingsByFlowVariant, visitorsByVariant } from '@/lib/experiments/stats';

export const metadata: Metadata = { title: 'A/B testing' };

const startFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

export default async function AdminAbTestingPage() {
  await requireAdminPage('/admin/ab-testing');
  const db = await getDb();
  const [visitors, flowBookings] = await Promise.all([
    visitorsByVariant(db),
    bookingsByFlowVariant(db),
  ]);
  const visitorsOf = (experiment: string, variant: string) =>
    visitors.find((row) => row.experiment === experiment && row.variant === variant)?.visitors ?? 0;
  const bookingsOf = (variant: string) => flowBookings.find((row) => row.variant === variant);

  return (
    <>
      <h1>A/B testing</h1>
      <p>
        Each visitor is assigned one variant per test on the first visit and keeps it for 180 days
        (a cookie). Variants are chosen at random by weight; new visitors are counted per variant,
        without identifying anyone.
      </p>
      {Object.values(experiments).map((experiment) => {
        const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
        const isBookingFlow = experiment.id === 'bookingFlow';
        return (
          <SettingsSection
            key={experiment.id}
            title={experiment.name}
            description={`${experiment.description} ${experiment.isActive ? 'Running' : 'Stopped'} since ${startFormat.format(new Date(experiment.startDate))}.`}
          >
            <DataTable
              caption={`Variants of ${experiment.id}`}
              columns={[
                'Variant',
                'Weight',
                'Visitors',
                ...(isBookingFlow ? ['Bookings', 'Booked per visitor', 'Cancelled'] : []),
              ]}
              rows={experiment.variants.map((variant) => {
                const assigned = visitorsOf(experiment.id, variant.name);
                const booked = bookingsOf(variant.name);
                return {
                  key: variant.name,
                  header: variant.name,
                  cells: [
                    `${Math.round((variant.weight / total) * 100)}%`,
                    assigned,
                    ...(isBookingFlow
                      ? [
                          booked?.bookings ?? 0,
                          formatShare(booked?.bookings ?? 0, assigned),
                          booked?.cancelled ?? 0,
                        ]
                      : []),
                  ],
                };
              })}
            />
          </SettingsSection>
        );
      })}
    </>
  );
}
