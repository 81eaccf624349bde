import { downloadCv } from '@/lib/careers/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { downloadCv as GET };
