import { settleRefund } from '@/lib/booking/money-http';

export const runtime = 'nodejs';

export { settleRefund as POST };
