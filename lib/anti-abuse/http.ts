import { fail, ok, type Failure } from '../http';
import { route } from '../http/route';
import type { Database } from '../db';
import { PROOF_OF_WORK_HEADER } from './header';
import { issueChallenge, verifyProof, type ProofVerdict } from './proof-of-work';

/** `GET /api/challenge`: a fresh signed proof-of-work challenge for the ALTCHA widget. */
export const issueProofOfWorkChallenge = route({
  rateLimit: {
    bucket: 'proof-of-work',
    // A challenge costs the server one key derivation; solving it costs the client far more.
    limit: 120,
    windowMs: 60_000,
    message: 'Too many requests from here. Please try again later.',
  },
  async handle({ now }) {
    return ok(await issueChallenge(now), 200, { 'Cache-Control': 'no-store' });
  },
});

const REFUSALS: Record<Exclude<ProofVerdict, { ok: true }>['reason'], string> = {
  missing: 'The browser check did not run. Please try again; if it keeps failing, reload the page.',
  malformed: 'The browser check did not arrive complete. Please try again.',
  invalid: 'The browser check did not pass. Please try again.',
  expired: 'The browser check expired. Please try again.',
  used: 'The browser check was already used. Please try again.',
};

/**
 * The guard of an anonymous write whose shape the spec leaves open (booking, a quote with a code,
 * register, newsletter): a signed-out caller sends a solved challenge in the Proof-Of-Work header;
 * signed-in customers and admins are not asked. Null when the request may go on, else its 400.
 */
export async function requireProofOfWork(context: {
  db: Database;
  request: Request;
  user: unknown;
  now: Date;
}): Promise<Failure | null> {
  if (context.user) return null;
  const verdict = await verifyProof(
    context.db,
    context.request.headers.get(PROOF_OF_WORK_HEADER),
    context.now,
  );
  if (verdict.ok) return null;
  const message = REFUSALS[verdict.reason];
  return fail(400, message, { fieldErrors: { proof: [message] } });
}
