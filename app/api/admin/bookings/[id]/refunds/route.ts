import { refundBookingPayment } from '@/lib/booking/money-http';

export const runtime = 'nodejs';

export { refundBookingPayment as POST };
