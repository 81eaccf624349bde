import { addStaff, readStaff } from '@/lib/staff/http';

export const runtime = 'nodejs';

export { readStaff as GET, addStaff as POST };
