import { removeStaffTimeOff } from '@/lib/staff/http';

export const runtime = 'nodejs';

export { removeStaffTimeOff as DELETE };
