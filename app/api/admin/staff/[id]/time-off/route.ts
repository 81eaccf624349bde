import { addStaffTimeOff } from '@/lib/staff/http';

export const runtime = 'nodejs';

export { addStaffTimeOff as POST };
