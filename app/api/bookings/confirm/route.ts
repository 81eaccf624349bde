import { requestAddressConfirmation } from '@/lib/booking/confirm-http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { requestAddressConfirmation as POST };
