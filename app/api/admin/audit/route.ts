import { readAuditLog } from '@/lib/audit/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { readAuditLog as GET };
