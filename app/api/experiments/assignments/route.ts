import { reportAssignment } from '@/lib/experiments/http';

export const runtime = 'nodejs';

export { reportAssignment as POST };
