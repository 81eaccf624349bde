import { adminInviteAdmin, adminListUsers } from '@/lib/auth-http/admin-users';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { adminListUsers as GET, adminInviteAdmin as POST };
