import { handleAssistantPost } from '@/lib/assistant/http';
import { getDb } from '@/lib/db';

export const runtime = 'nodejs';

export async function POST(request: Request) {
  return handleAssistantPost(await getDb(), request);
}
