import { unsubscribeNewsletter } from '@/lib/newsletter/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { unsubscribeNewsletter as POST };
