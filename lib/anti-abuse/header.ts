/** The request header that carries the ALTCHA widget's payload (base64 JSON: challenge, solution). */
export const PROOF_OF_WORK_HEADER = 'Proof-Of-Work';

/** Where the widget fetches its challenge. */
export const CHALLENGE_PATH = '/api/challenge';
