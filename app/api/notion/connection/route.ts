import { connectNotion, disconnectNotion } from '@/lib/notion/http';

export const runtime = 'nodejs';

export const POST = connectNotion;
export const DELETE = disconnectNotion;
