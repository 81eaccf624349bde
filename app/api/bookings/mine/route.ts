import { getCurrentUser } from '@/lib/auth';
import { bookingJson, listBookingsForUser } from '@/lib/booking';
import { jsonError } from '@/lib/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET() {
  const user = await getCurrentUser();
  if (!user) return jsonError(401, 'Sign in to see your bookings.');
  const bookings = await listBookingsForUser(user.id);
  return Response.json(
    { bookings: bookings.map(bookingJson) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
