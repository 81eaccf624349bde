import { ensureFirstAdminOnce } from '../auth/first-admin';
import { getDatabase } from '../db';
import { ok } from '../http';
import { startCommitRelay } from '../lake/mount';
import { route } from '../http/route';
import { scheduleHousekeeping } from './index';

/**
 * `GET /api/health`, readiness: opens (and migrates) the database, creates the first admin and
 * starts the job worker, so the start script and load balancers can wait on it. Every instance
 * sweeps the job queue from its first health check on, housekeeping included, and with PostgreSQL
 * relays the other instances' content commits. 503 while the
 * database cannot be opened (the route helper's answer).
 */
export const readiness = route({
  async handle({ db, kickJobs }) {
    const { engine } = await getDatabase();
    await ensureFirstAdminOnce(db);
    await scheduleHousekeeping(db);
    kickJobs();
    startCommitRelay();
    return ok({ ok: true, database: engine }, 200, { 'Cache-Control': 'no-store' });
  },
});
