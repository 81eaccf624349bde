import { downloadInvoicePdf } from '@/lib/booking/money-http';

export const runtime = 'nodejs';

export { downloadInvoicePdf as GET };
