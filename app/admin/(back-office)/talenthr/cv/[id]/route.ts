import { requireApiAdmin } from '@/lib/auth';
import { findApplication } from '@/lib/careers';
import { getDb } from '@/lib/db';
import { jsonError } from '@/lib/http';
import { readUpload } from '@/lib/uploads';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** An applicant's CV, for admins only, always as a download (never rendered by the browser). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const admin = await requireApiAdmin(request);
  if (admin instanceof Response) return admin;
  const application = await findApplication(await getDb(), (await params).id);
  if (!application) return jsonError(404, 'There is no application with this reference.');
  const bytes = await readUpload(application.cvStorageKey);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': application.cvContentType,
      'Content-Disposition': `attachment; filename="${application.cvFileName}"`,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
