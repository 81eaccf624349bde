import { listOutbox } from '@/lib/mail/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = listOutbox;
