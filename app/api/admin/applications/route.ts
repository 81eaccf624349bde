import { listPipeline } from '@/lib/careers/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { listPipeline as GET };
