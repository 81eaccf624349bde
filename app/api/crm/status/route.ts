import { readCrmStatus, warmUpCrm } from '@/lib/crm/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { readCrmStatus as GET, warmUpCrm as HEAD };
