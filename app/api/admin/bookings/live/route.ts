import { streamBookingChanges } from '@/lib/booking/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { streamBookingChanges as GET };
