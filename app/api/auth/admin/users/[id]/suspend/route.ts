import { adminSuspendUser } from '@/lib/auth-http/admin-users';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = adminSuspendUser;
