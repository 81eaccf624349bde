// A solved proof of work (lib/anti-abuse), as the booking page's widget sends it: for the tests and
// scripts that write anonymously to a running app (fixtures, crash, scale, bench). They run it with
// PROOF_OF_WORK_MAX_NUMBER low (start-server.mjs), so solving takes a few milliseconds.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export const PROOF_OF_WORK_HEADER = 'Proof-Of-Work';

/** The environment of a test server whose challenges take a few milliseconds to solve. */
export const EASY_PROOF_OF_WORK = { PROOF_OF_WORK_MAX_NUMBER: '2' };

/** The header's payload for this challenge: base64 JSON of the challenge and its solution. */
export async function solve(challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The proof-of-work challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The header of one challenge the app at `origin` issued, asked with these request headers. */
export async function fetchProof(origin, headers = {}) {
  const answer = await fetch(`${origin}/api/challenge`, { headers });
  // The app's answer, when it gives no challenge (503 while its database is away, say).
  if (!answer.ok)
    throw Object.assign(new Error(`GET /api/challenge: ${answer.status}`), {
      status: answer.status,
    });
  return { [PROOF_OF_WORK_HEADER]: await solve(await answer.json()) };
}
