import { moveBookingOnTimeline } from '@/lib/booking/http';

export const runtime = 'nodejs';

export { moveBookingOnTimeline as POST };
