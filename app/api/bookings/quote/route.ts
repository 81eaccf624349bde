import { requestQuote } from '@/lib/booking/money-http';

export const runtime = 'nodejs';

export { requestQuote as POST };
