import { endOtherSessions } from '@/lib/auth-http/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Signs out every other browser of the signed-in user.
export const DELETE = endOtherSessions;
