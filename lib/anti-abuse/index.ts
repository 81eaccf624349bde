export { issueProofOfWorkChallenge, requireProofOfWork } from './http';
export { CHALLENGE_PATH, PROOF_OF_WORK_HEADER } from './header';
export { CHALLENGE_TTL_MS, issueChallenge, verifyProof, type ProofVerdict } from './proof-of-work';
