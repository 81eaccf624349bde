import { readiness } from '@/lib/housekeeping/readiness';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { readiness as GET };
