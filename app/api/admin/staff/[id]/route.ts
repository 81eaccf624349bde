import { changeStaff } from '@/lib/staff/http';

export const runtime = 'nodejs';

export { changeStaff as PUT };
