import { leaveWaitlistPlace } from '@/lib/waitlist/http';

export const runtime = 'nodejs';

export { leaveWaitlistPlace as DELETE };
