import { handleCrmSubmit } from '@/lib/crm';
import { getDb } from '@/lib/db';
import { kickJobWorker } from '@/lib/jobs';

export const runtime = 'nodejs';

export async function POST(request: Request) {
  const response = await handleCrmSubmit(await getDb(), request);
  if (response.ok) kickJobWorker();
  return response;
}
