import { ensureFirstAdminOnce } from '@/lib/auth';
import { getDatabase } from '@/lib/db';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Readiness: opens (and migrates) the database and creates the first admin, so the start script
// and load balancers can wait on it.
export async function GET() {
  try {
    const { db, engine } = await getDatabase();
    await ensureFirstAdminOnce(db);
    return Response.json({ ok: true, database: engine });
  } catch (error) {
    console.error('Health check failed to open the database', error);
    return Response.json({ ok: false, error: 'The database is not available.' }, { status: 503 });
  }
}
