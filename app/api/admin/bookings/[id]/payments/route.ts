import { listBookingPayments, recordStudioPayment } from '@/lib/booking/money-http';

export const runtime = 'nodejs';

export { listBookingPayments as GET, recordStudioPayment as POST };
