import { requestWaitlistPlace } from '@/lib/waitlist/http';

export const runtime = 'nodejs';

export { requestWaitlistPlace as POST };
