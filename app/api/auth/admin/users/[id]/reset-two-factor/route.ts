import { adminResetTwoFactor } from '@/lib/auth/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = adminResetTwoFactor;
