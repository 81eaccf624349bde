import { me, meHead } from '@/lib/auth-http/sign-in';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = me;
export const HEAD = meHead;
