import { issueStudioFeed, revokeStudioFeed } from '@/lib/calendar-http/http';

export const runtime = 'nodejs';

export { issueStudioFeed as POST, revokeStudioFeed as DELETE };
