import { updateLeadStatus } from '@/lib/leads/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { updateLeadStatus as PATCH };
