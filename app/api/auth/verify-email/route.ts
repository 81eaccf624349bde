import { confirmEmail, openEmailConfirmation } from '@/lib/auth-http/email-links';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { openEmailConfirmation as GET, confirmEmail as POST };
