import { durationChoices, sessionPricePence } from '@/lib/booking';
import { loadBookableStudios, loadBookingSettings } from '@/lib/booking/catalog';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET() {
  const [studios, settings] = await Promise.all([loadBookableStudios(), loadBookingSettings()]);
  return Response.json({
    timeZone: 'Europe/London',
    bookingHours: settings.bookingHours,
    closures: settings.closures,
    studios: studios.map((studio) => ({
      ...studio,
      durations: durationChoices(studio),
      pricePerHourPence: sessionPricePence(studio, 60),
    })),
  });
}
