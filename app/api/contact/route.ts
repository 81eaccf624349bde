import { handleContactPost } from '@/lib/contact';
import { getDb } from '@/lib/db';
import { kickJobWorker } from '@/lib/jobs';

export const runtime = 'nodejs';

export async function POST(request: Request) {
  return handleContactPost(await getDb(), request, { onStored: kickJobWorker });
}
