import { handleJourneyRead } from '@/lib/experiments/admin-http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return handleJourneyRead(request);
}
