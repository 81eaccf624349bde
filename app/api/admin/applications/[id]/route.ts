import { updateApplication } from '@/lib/careers/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { updateApplication as PATCH };
