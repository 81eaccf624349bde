import { deleteAccount, updateProfile } from '@/lib/auth-http/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const PATCH = updateProfile;
export const DELETE = deleteAccount;
