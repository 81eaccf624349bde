import { exportLeadsCsv } from '@/lib/leads/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { exportLeadsCsv as GET };
