import { adminDeleteUser, adminUpdateUser } from '@/lib/auth-http/admin-users';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { adminUpdateUser as PATCH, adminDeleteUser as DELETE };
