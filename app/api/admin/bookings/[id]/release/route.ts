import { releaseBookingHold } from '@/lib/booking/money-http';

export const runtime = 'nodejs';

export { releaseBookingHold as POST };
