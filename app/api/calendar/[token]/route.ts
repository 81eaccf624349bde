import { readCalendarFeed } from '@/lib/calendar-http/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { readCalendarFeed as GET };
