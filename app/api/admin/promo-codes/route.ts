import { addPromoCode, readPromoCodes } from '@/lib/booking/money-http';

export const runtime = 'nodejs';

export { readPromoCodes as GET, addPromoCode as POST };
