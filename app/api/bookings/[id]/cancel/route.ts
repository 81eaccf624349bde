import { requestCancellation } from '@/lib/booking/http';

export const runtime = 'nodejs';

export { requestCancellation as POST };
