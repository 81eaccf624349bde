import { requireApiAdmin, verifyCsrf } from '@/lib/auth';
import { bookingJson, findBooking, markNoShow } from '@/lib/booking';
import { getDb } from '@/lib/db';
import { jsonError } from '@/lib/http';

export const runtime = 'nodejs';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const csrf = verifyCsrf(request);
  if (csrf) return csrf;
  const admin = await requireApiAdmin(request);
  if (admin instanceof Response) return admin;
  const db = await getDb();
  const booking = await findBooking(db, (await params).id);
  if (!booking) return jsonError(404, 'Booking not found.');
  const outcome = await markNoShow(db, booking);
  if (outcome.kind !== 'done')
    return jsonError(409, outcome.kind === 'invalid' ? outcome.message : 'Conflict');
  return Response.json({ booking: bookingJson(outcome.booking) });
}
