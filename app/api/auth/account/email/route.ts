import { changeEmail } from '@/lib/auth-http/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = changeEmail;
