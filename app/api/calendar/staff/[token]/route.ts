import { readStaffCalendarFeed } from '@/lib/calendar-http/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { readStaffCalendarFeed as GET };
