import { listMyBookings } from '@/lib/booking/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { listMyBookings as GET };
