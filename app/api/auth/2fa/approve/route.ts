import { approveTwoFactorLink, openTwoFactorApproval } from '@/lib/auth-http/email-links';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { openTwoFactorApproval as GET, approveTwoFactorLink as POST };
