import { recordNoShow } from '@/lib/booking/http';

export const runtime = 'nodejs';

export { recordNoShow as POST };
