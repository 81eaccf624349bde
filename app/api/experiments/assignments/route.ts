import { getDb } from '@/lib/db';
import { handleAssignmentReport } from '@/lib/experiments/http';

export const runtime = 'nodejs';

export async function POST(request: Request) {
  return handleAssignmentReport(await getDb(), request);
}
