import { readAvailability } from '@/lib/booking/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { readAvailability as GET };
