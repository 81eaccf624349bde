import { receiveStripeEvent } from '@/lib/booking/money-http';

export const runtime = 'nodejs';

export { receiveStripeEvent as POST };
