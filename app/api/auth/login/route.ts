import { login } from '@/lib/auth-http/sign-in';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = login;
