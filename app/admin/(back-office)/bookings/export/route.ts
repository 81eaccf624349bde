import { exportBookingsCsv } from '@/lib/booking/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { exportBookingsCsv as GET };
