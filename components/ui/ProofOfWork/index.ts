export { useProofOfWork, type ProofOfWork } from './ProofOfWork';
