import { switchPromoCode } from '@/lib/booking/money-http';

export const runtime = 'nodejs';

export { switchPromoCode as PATCH };
