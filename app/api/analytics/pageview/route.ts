import { handlePageViewPost } from '@/lib/analytics/pageview';
import { getDb } from '@/lib/db';

export const runtime = 'nodejs';

export async function POST(request: Request) {
  return handlePageViewPost(await getDb(), request);
}
