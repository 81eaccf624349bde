import { requestReschedule } from '@/lib/booking/http';

export const runtime = 'nodejs';

export { requestReschedule as POST };
