// Fixed figures for the charts' stories and their tables' tests: a year of a busy studio, no database.
import type { CancellationPoint } from '@/lib/reports/cancellations';
import type { OccupancyReport } from '@/lib/reports/occupancy';
import type { PromoCodeReturn } from '@/lib/reports/promo-codes';
import type { RevenuePoint } from '@/lib/reports/revenue';

const MONTHS = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];

/** December 2025 to November 2026, each beside the same month a year before. */
export const monthlyRevenue: RevenuePoint[] = MONTHS.map((name, index) => {
  const year = index === 0 ? 2025 : 2026;
  const month = index === 0 ? 12 : index;
  return {
    period: `${year}-${String(month).padStart(2, '0')}-01`,
    label: `${name} ${year}`,
    takenPence: 1_200_000 + ((index * 370_000) % 900_000),
    previousYearPence: 950_000 + ((index * 290_000) % 700_000),
  };
});

/** Twelve weeks from Monday 7 September 2026; the first has no figures a year before. */
export const weeklyRevenue: RevenuePoint[] = Array.from({ length: 12 }, (_, index) => {
  const start = new Date(Date.UTC(2026, 8, 7 + index * 7));
  return {
    period: start.toISOString().slice(0, 10),
    label: start.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    takenPence: 280_000 + ((index * 61_000) % 200_000),
    previousYearPence: index === 0 ? 0 : 240_000 + ((index * 47_000) % 150_000),
  };
});

export const cancellations: CancellationPoint[] = monthlyRevenue.map((point, index) => ({
  month: point.period,
  label: point.label,
  sessions: 110 + ((index * 13) % 40),
  cancelled: 6 + ((index * 5) % 9),
  noShows: (index * 3) % 5,
  feesPence: ((index * 5) % 9) * 8_000,
}));

export const promoCodes: PromoCodeReturn[] = [
  { code: 'SPRING20', redemptions: 48, discountPence: 153_600, takenPence: 612_000 },
  { code: 'PODCAST10', redemptions: 31, discountPence: 49_600, takenPence: 446_400 },
  { code: 'WELCOME15', redemptions: 12, discountPence: 18_000, takenPence: 160_000 },
];

/** Two studios over the eight weeks to 22 November 2026: busy evenings, quiet mornings. */
export const occupancy: OccupancyReport = {
  from: '2026-09-28',
  to: '2026-11-22',
  hours: Array.from({ length: 11 }, (_, index) => 9 + index),
  studios: [
    { studioId: 'studio-main', studioName: 'Main Studio', busy: 1 },
    { studioId: 'voice-booth', studioName: 'Voice Booth', busy: 0.5 },
  ].map(({ studioId, studioName, busy }) => ({
    studioId,
    studioName,
    cells: (
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
    ).flatMap((weekday, day) =>
      Array.from({ length: 11 }, (_, index) => {
        const hour = 9 + index;
        const weekend = day >= 5;
        // Weekends open 10:00-18:00; weekdays 09:00-20:00.
        const open = weekend ? (hour >= 10 && hour < 18 ? 8 * 60 : 0) : 8 * 60;
        const fullness = Math.min(1, ((hour - 8) / 11) * busy + (weekend ? 0.2 : 0));
        return { weekday, hour, openMinutes: open, bookedMinutes: Math.round(open * fullness) };
      }),
    ),
  })),
};
