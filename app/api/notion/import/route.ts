import { importFromNotion } from '@/lib/notion/api';

export const runtime = 'nodejs';

export const POST = importFromNotion;
