import { answerResponse, availableStartTimes } from '@/lib/booking/service';
import { jsonError } from '@/lib/http';
import { availabilityQuerySchema } from '@/lib/validation/booking';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const query = availabilityQuerySchema.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  if (!query.success) return jsonError(400, query.error.issues[0]?.message ?? 'Invalid query');
  const response = answerResponse(await availableStartTimes(query.data));
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
