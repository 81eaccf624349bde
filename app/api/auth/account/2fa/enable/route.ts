import { enableTwoFactor } from '@/lib/auth-http/two-factor';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = enableTwoFactor;
