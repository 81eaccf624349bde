import { issuePersonFeed } from '@/lib/calendar-http/http';

export const runtime = 'nodejs';

export { issuePersonFeed as POST };
