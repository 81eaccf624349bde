import { readiness } from '@/lib/worker/readiness';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { readiness as GET };
