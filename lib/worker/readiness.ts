import { ensureFirstAdminOnce } from '../auth/first-admin';
import { getDatabase } from '../db';
import { scheduleHousekeeping } from '../housekeeping';
import { ok } from '../http';
import { route } from '../http/route';
import { startCommitRelay } from '../content/lake-mount';
import { startBackgroundJobs } from './index';

/**
 * `GET /api/health`, readiness: opens (and migrates) the database, creates the first admin and
 * starts the job worker, so the start script and load balancers can wait on it. Every instance
 * sweeps the job queue from its start (or at the latest its first health check) on, housekeeping
 * included, and with PostgreSQL relays the other instances' content commits. 503 while the
 * database cannot be opened (the route helper's answer).
 */
export const readiness = route({
  async handle({ db }) {
    const { engine } = await getDatabase();
    await ensureFirstAdminOnce(db);
    await scheduleHousekeeping(db);
    startBackgroundJobs();
    startCommitRelay();
    return ok({ ok: true, database: engine }, 200, { 'Cache-Control': 'no-store' });
  },
});
