import { checkInBooking } from '@/lib/booking/http';

export const runtime = 'nodejs';

export { checkInBooking as POST };
