import { getCurrentUser, verifyCsrf } from '@/lib/auth';
import { answerResponse, cancelSession } from '@/lib/booking/service';
import { parseJsonBody, rejectCrossSite } from '@/lib/http';
import { cancelBookingSchema } from '@/lib/validation/booking';

export const runtime = 'nodejs';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const crossSite = rejectCrossSite(request);
  if (crossSite) return crossSite;
  const body = await parseJsonBody(request, cancelBookingSchema);
  if (!body.ok) return body.response;
  // Acting through the session cookie (not the e-mailed token) needs the full CSRF check.
  const user = body.data.token ? null : await getCurrentUser();
  if (user) {
    const csrf = verifyCsrf(request);
    if (csrf) return csrf;
  }
  return answerResponse(
    await cancelSession((await params).id, {
      viewer: user ? { id: user.id, role: user.role } : null,
      token: body.data.token,
    }),
  );
}
