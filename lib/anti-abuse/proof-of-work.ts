import { hkdfSync } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { sessionSecret } from '../auth/session-secret';
import type { Database } from '../db';
import { appEnv } from '../env';
import { claimOnce } from '../rate-limit';

export { PROOF_OF_WORK_HEADER } from './header';

// ALTCHA's proof of work (altcha-lib, v2 challenges): the server picks a secret counter, the browser
// tries counters 0, 1, 2, ... until its derived key matches the signed prefix. A browser spends a
// fraction of a second once; a bot pays the same for every request it sends.

/** How long a challenge may be solved and used: enough to fill in a form, short for a stockpile. */
export const CHALLENGE_TTL_MS = 10 * 60_000;

const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 rounds per counter tried; PROOF_OF_WORK_MAX_NUMBER sets how many counters. */
const COST = 1_000;
const MAX_PAYLOAD_CHARS = 4_000;

/** The two HMAC keys (the challenge's, the derived key's), from the installation's secret. */
async function keys(): Promise<{ challenge: string; derivedKey: string }> {
  const secret = await sessionSecret();
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', secret, 'studio-proof-of-work', info, 32)).toString('hex');
  return { challenge: derive('challenge'), derivedKey: derive('derived-key') };
}

/** A new signed challenge, valid for CHALLENGE_TTL_MS from `now`. */
export async function issueChallenge(now: Date = new Date()): Promise<Challenge> {
  const maxNumber = appEnv().PROOF_OF_WORK_MAX_NUMBER;
  const secrets = await keys();
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(maxNumber, Math.ceil(maxNumber / 2)),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.derivedKey,
  });
}

const hex = z.string().regex(/^[0-9a-f]+$/);
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALGORITHM),
        nonce: hex,
        salt: hex,
        cost: z.number().int().positive(),
        keyLength: z.number().int().positive(),
        keyPrefix: hex,
        keySignature: hex,
        expiresAt: z.number().positive(),
      })
      .passthrough(),
    signature: hex.length(64),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: hex,
    time: z.number().optional(),
  }),
});

export type ProofVerdict =
  { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'invalid' | 'expired' | 'used' };

/** The widget's payload (base64 of JSON) as a challenge and its solution, or null. */
function readPayload(proof: string) {
  if (proof.length > MAX_PAYLOAD_CHARS) return null;
  try {
    const json: unknown = JSON.parse(Buffer.from(proof, 'base64').toString('utf8'));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Checks a solved challenge: ours (signature), in time, solved, and never used before. Each one is
 * accepted once across every instance: its signature is claimed in the rate-limit table until it
 * expires (housekeeping prunes the rows a day later).
 */
export async function verifyProof(
  db: Database,
  proof: string | null | undefined,
  now: Date = new Date(),
): Promise<ProofVerdict> {
  if (!proof) return { ok: false, reason: 'missing' };
  const payload = readPayload(proof.trim());
  if (!payload) return { ok: false, reason: 'malformed' };
  const { challenge, solution } = payload;
  const expiresAtMs = challenge.parameters.expiresAt * 1000;
  if (expiresAtMs <= now.getTime()) return { ok: false, reason: 'expired' };
  const secrets = await keys();
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.derivedKey,
  });
  if (result.expired) return { ok: false, reason: 'expired' };
  if (!result.verified) return { ok: false, reason: 'invalid' };
  const first = await claimOnce(db, `proof-of-work:${challenge.signature}`, new Date(expiresAtMs));
  return first ? { ok: true } : { ok: false, reason: 'used' };
}
