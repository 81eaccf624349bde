import { ensureFirstAdminOnce } from '@/lib/auth';
import { getDatabase } from '@/lib/db';
import { scheduleHousekeeping } from '@/lib/housekeeping';
import { kickJobWorker } from '@/lib/jobs';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Readiness: opens (and migrates) the database, creates the first admin and starts the job worker,
// so the start script and load balancers can wait on it.
export async function GET() {
  try {
    const { db, engine } = await getDatabase();
    await ensureFirstAdminOnce(db);
    // Every instance sweeps the job queue from its first health check on, housekeeping included.
    await scheduleHousekeeping(db);
    kickJobWorker();
    return Response.json({ ok: true, database: engine });
  } catch (error) {
    console.error('Health check failed to open the database', error);
    return Response.json({ ok: false, error: 'The database is not available.' }, { status: 503 });
  }
}
