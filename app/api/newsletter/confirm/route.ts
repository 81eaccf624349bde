import { confirmNewsletter } from '@/lib/newsletter/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { confirmNewsletter as POST };
