import { handleConsentPost } from '@/lib/consent/record';
import { getDb } from '@/lib/db';

export const runtime = 'nodejs';

export async function POST(request: Request) {
  return handleConsentPost(await getDb(), request);
}
