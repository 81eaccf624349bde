import { importFromNotion } from '@/lib/notion/http';

export const runtime = 'nodejs';

export const POST = importFromNotion;
