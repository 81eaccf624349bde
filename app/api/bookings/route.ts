import { requestBooking } from '@/lib/booking/http';

export const runtime = 'nodejs';

export { requestBooking as POST };
