import { requireApiAdmin } from '@/lib/auth';
import { bookingsCsv, listBookings, parseAdminFilters } from '@/lib/booking';
import { getDb } from '@/lib/db';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const admin = await requireApiAdmin(request);
  if (admin instanceof Response) return admin;
  const url = new URL(request.url);
  const { filters, query } = parseAdminFilters(Object.fromEntries(url.searchParams));
  const csv = bookingsCsv(await listBookings(await getDb(), query));
  const name =
    filters.view === 'list'
      ? `${filters.from}_to_${filters.to}`
      : `${filters.view}-of-${filters.date}`;
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="bookings-${name}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
