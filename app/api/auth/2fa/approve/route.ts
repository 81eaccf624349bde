import { approveTwoFactorLink } from '@/lib/auth/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = approveTwoFactorLink;
