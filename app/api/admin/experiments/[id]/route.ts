import { handleExperimentChange } from '@/lib/experiments/admin-http';

export const runtime = 'nodejs';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handleExperimentChange(request, (await params).id);
}
