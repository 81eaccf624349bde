import { resendBookingConfirmation } from '@/lib/booking/http';

export const runtime = 'nodejs';

export { resendBookingConfirmation as POST };
