import type { Challenge } from 'altcha-lib';

export const PROOF_OF_WORK_HEADER: 'Proof-Of-Work';
export const EASY_PROOF_OF_WORK: { PROOF_OF_WORK_MAX_NUMBER: string };
export function solve(challenge: Challenge): Promise<string>;
export function fetchProof(
  origin: string,
  headers?: Record<string, string>,
): Promise<Record<string, string>>;
