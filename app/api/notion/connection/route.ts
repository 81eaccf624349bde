import { connectNotion, disconnectNotion } from '@/lib/notion/api';

export const runtime = 'nodejs';

export const POST = connectNotion;
export const DELETE = disconnectNotion;
