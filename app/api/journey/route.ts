import { getDb } from '@/lib/db';
import { handleJourneyPost } from '@/lib/experiments/journey-http';

export const runtime = 'nodejs';

export async function POST(request: Request) {
  return handleJourneyPost(await getDb(), request);
}
