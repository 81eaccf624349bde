import { applyForJob } from '@/lib/careers/http';

export const runtime = 'nodejs';

export const POST = applyForJob();
