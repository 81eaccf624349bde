import { listStudios } from '@/lib/booking/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { listStudios as GET };
