import { reassignBookingStaff } from '@/lib/booking/http';

export const runtime = 'nodejs';

export { reassignBookingStaff as POST };
